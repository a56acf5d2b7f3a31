#include "gui/screenshot.h"

#include <glad/gl.h>
#include <zlib.h>

#include <cstdlib>
#include <vector>

namespace {

// zlib's deflate at its best level: UI screenshots come out about a tenth smaller than with stb's own deflate.
unsigned char* zlib_compress(unsigned char* data, int length, int* out_length, int) {
    uLongf n = compressBound(static_cast<uLong>(length));
    auto* out = static_cast<unsigned char*>(std::malloc(n));
    if (!out || compress2(out, &n, data, static_cast<uLong>(length), Z_BEST_COMPRESSION) != Z_OK) {
        std::free(out);
        return nullptr;
    }
    *out_length = static_cast<int>(n);
    return out;
}

}  // namespace

// The implementation is static here: Debian's libstb, linked for ImGui's font code, exports the same names.
#define STBIW_ZLIB_COMPRESS zlib_compress
#define STB_IMAGE_WRITE_STATIC
#define STB_IMAGE_WRITE_IMPLEMENTATION
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#include <stb_image_write.h>
#pragma GCC diagnostic pop

namespace il::gui {

std::string write_screenshot(const std::string& path, int width, int height) {
    if (width <= 0 || height <= 0) return path + ": the window has no pixels";
    std::vector<unsigned char> pixels(static_cast<size_t>(width) * static_cast<size_t>(height) * 3);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, 0);
    glReadBuffer(GL_BACK);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, width, height, GL_RGB, GL_UNSIGNED_BYTE, pixels.data());
    if (glGetError() != GL_NO_ERROR) return path + ": glReadPixels failed";
    stbi_flip_vertically_on_write(1);
    if (!stbi_write_png(path.c_str(), width, height, 3, pixels.data(), width * 3))
        return path + ": cannot write the PNG";
    return "";
}

}  // namespace il::gui
