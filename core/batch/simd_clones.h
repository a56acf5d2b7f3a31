// Loops written for the vectorizer (no branch on the data, no call) run on millions of cases: IL_SIMD_CLONES
// gives such a function one copy per x86-64 level (AVX-512, AVX2, the baseline), and the loader picks the
// machine's. Functions only, not templates (clang's target_clones takes no templates); the files that hold them
// are compiled with -O3 (core/CMakeLists.txt), as -O2 vectorizes only loops of a known trip count.
#pragma once

#if defined(__x86_64__) && defined(__ELF__) && (defined(__GNUC__) || defined(__clang__))
#define IL_SIMD_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define IL_SIMD_CLONES
#endif
