// HLSL msad4 (Shader Model 5) emulated in GLSL 1.30+, from the HLSL msad4 reference page; exact up to 65535.

// Sum over the four byte lanes of |window byte - reference byte|, leaving out lanes whose reference byte is 0.
uint msad4_masked_sad(uint reference, uint window)
{
    uint sum = 0u;
    for (int lane = 0; lane < 4; ++lane) {
        int r = int((reference >> uint(8 * lane)) & 255u);
        int s = int((window >> uint(8 * lane)) & 255u);
        if (r != 0)
            sum += uint(abs(s - r));
    }
    return sum;
}

// Result k compares reference with bytes k..k+3 of the 8-byte source (source.x holds bytes 0..3).
uvec4 msad4(uint reference, uvec2 source, uvec4 accum)
{
    uint w1 = (source.x >> 8u) | (source.y << 24u);
    uint w2 = (source.x >> 16u) | (source.y << 16u);
    uint w3 = (source.x >> 24u) | (source.y << 8u);
    return accum + uvec4(msad4_masked_sad(reference, source.x), msad4_masked_sad(reference, w1),
                         msad4_masked_sad(reference, w2), msad4_masked_sad(reference, w3));
}
