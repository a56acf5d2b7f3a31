// il-minimal-dispatch: the bench's floor for a cold start. It does only what `eval` of one case must do on
// the GPU: create a headless GL 4.5 context (the same EGL platform order as intrinsic-lab: device, then
// surfaceless), compile one compute shader (usubBorrow on one SSBO) and dispatch it once, then read the result.
// Exit 0 when the result is right.
#include <glad/egl.h>
#include <glad/gl.h>

#include <cstdio>
#include <cstring>

namespace {

EGLDisplay open_display() {
    if (GLAD_EGL_EXT_platform_device && (GLAD_EGL_EXT_device_enumeration || GLAD_EGL_EXT_device_base)) {
        EGLDeviceEXT device;
        EGLint count = 0;
        if (eglQueryDevicesEXT(1, &device, &count) && count > 0)
            return eglGetPlatformDisplayEXT(EGL_PLATFORM_DEVICE_EXT, device, nullptr);
    }
    return eglGetPlatformDisplayEXT(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
}

constexpr const char* kShader = R"(#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer Data { uint x, y, diff, borrow; };
void main() { diff = usubBorrow(x, y, borrow); }
)";

}  // namespace

int main() {
    if (!gladLoaderLoadEGL(EGL_NO_DISPLAY)) return 3;
    EGLDisplay dpy = open_display();
    if (dpy == EGL_NO_DISPLAY || !eglInitialize(dpy, nullptr, nullptr)) return 3;
    gladLoadEGL(dpy, reinterpret_cast<GLADloadfunc>(eglGetProcAddress));
    eglBindAPI(EGL_OPENGL_API);
    const EGLint attrs[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 5,
                            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    EGLContext ctx = eglCreateContext(dpy, EGL_NO_CONFIG_KHR, EGL_NO_CONTEXT, attrs);
    if (ctx == EGL_NO_CONTEXT || !eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, ctx)) return 3;
    if (!gladLoadGL(reinterpret_cast<GLADloadfunc>(eglGetProcAddress))) return 3;
    GLuint sh = glCreateShader(GL_COMPUTE_SHADER);
    glShaderSource(sh, 1, &kShader, nullptr);
    glCompileShader(sh);
    GLuint prog = glCreateProgram();
    glAttachShader(prog, sh);
    glLinkProgram(prog);
    GLint ok = 0;
    glGetProgramiv(prog, GL_LINK_STATUS, &ok);
    if (!ok) return 1;
    const GLuint data[4] = {0x80000000u, 0xFFFFFFFFu, 0, 0};
    GLuint buf = 0;
    glCreateBuffers(1, &buf);
    glNamedBufferData(buf, sizeof data, data, GL_STATIC_DRAW);
    glBindBufferBase(GL_SHADER_STORAGE_BUFFER, 0, buf);
    glUseProgram(prog);
    glDispatchCompute(1, 1, 1);
    glMemoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT);
    GLuint out[4] = {};
    glGetNamedBufferSubData(buf, 0, sizeof out, out);
    std::printf("usubBorrow(0x80000000, 0xFFFFFFFF) = 0x%08x, borrow %u\n", out[2], out[3]);
    eglMakeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(dpy, ctx);
    eglTerminate(dpy);
    return out[2] == 0x80000001u && out[3] == 1u ? 0 : 1;
}
