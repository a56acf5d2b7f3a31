// One policy for every built-in the specification defines by an equation (§8.1 radians, degrees, sinh, cosh, tanh;
// §8.3 fract, mod, mix, smoothstep; §8.5 dot, length, distance, normalize, cross, faceforward, reflect, refract).
// GLSL 4.50 §4.7.1 gives such a built-in the errors of its equation's operations ("Built-in functions defined in the
// specification with an equation built from the above operations inherit the above errors"), and §4.9 lets an
// implementation without `precise` change how an expression is evaluated ("Without any qualifiers, implementations
// are permitted to perform optimizations that effectively modify the order or number of operations used to evaluate
// an expression"). So the bound is the hull of the equation's operations, each within its §4.7.1 bound, taken in
// (1) every order and association of a sum (dot's products: iv::sum), (2) either association of a chain of products
// (reflect's 2·dot(N, I)·N, refract's eta·eta·(1 - dot·dot), smoothstep's t·t·(3 - 2·t)), (3) each a * b + c fused
// or not (a fused step lies inside the interval of the product and the addition, as its exact product lies inside
// the product's interval), and (4) the algebraically equivalent forms Khronos's conformance reference accepts for
// the function (VK-GL-CTS, modules/glshared/glsBuiltinPrecisionTests.cpp: mix's x + (y - x)·a, refract's
// 1 + ((1 - dot·dot)·eta)·(-eta), a scalar reflect's I - (N·N)·(2·I)). docs/spec-notes.md quotes the sentences.
#pragma once

// The rule text's sentence (static storage: joined to a definition's text by literal concatenation).
#define IL_EQUATION_FORMS                                                                                            \
    "GLSL 4.50 §4.9: Without any qualifiers, implementations are permitted to perform optimizations that "          \
    "effectively modify the order or number of operations used to evaluate an expression, even if those "            \
    "optimizations may produce slightly different results relative to unoptimized code (so the equation's "          \
    "operations, each within its §4.7.1 bound, are accepted in every order and association of a sum, either "        \
    "association of a chain of products, each a * b + c fused or not, and the equivalent forms Khronos's "           \
    "conformance reference, VK-GL-CTS glsBuiltinPrecisionTests, accepts for the function)"
