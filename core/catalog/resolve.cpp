#include "catalog/resolve.h"

#include "value/literal.h"

namespace il {
namespace {

bool is_integer(Scalar s) { return s == Scalar::Int || s == Scalar::Uint; }

// GLSL 4.50 §6.1: is converting `from` to `a` better than converting it to `b`? Exact beats any conversion;
// float->double beats any other conversion; int/uint->float beats int/uint->double; nothing else is ranked.
bool better_conversion(Type from, Type a, Type b) {
    if (a == b) return false;
    if (from == a) return true;
    if (from == b) return false;
    // GL_ARB_gpu_shader_int64 §6.1: a conversion to a similar type having a larger number of bits (float to
    // double, int to int64_t, uint to uint64_t) is better than any other implicit conversion.
    auto widening = [&](Type to) {
        return (from.scalar == Scalar::Float && to.scalar == Scalar::Double) ||
               (from.scalar == Scalar::Int && to.scalar == Scalar::Int64) ||
               (from.scalar == Scalar::Uint && to.scalar == Scalar::Uint64);
    };
    if (widening(a) != widening(b)) return widening(a);
    return is_integer(from.scalar) && a.scalar == Scalar::Float && b.scalar == Scalar::Double;
}

// §6.1: A is a better match than B when some argument converts better for A and none converts better for B.
bool better_match(const std::vector<Value>& args, const Overload& a, const Overload& b) {
    auto ia = a.inputs(), ib = b.inputs();
    bool some_better = false;
    for (size_t i = 0; i < args.size(); ++i) {
        if (better_conversion(args[i].type, ib[i].type, ia[i].type)) return false;
        some_better |= better_conversion(args[i].type, ia[i].type, ib[i].type);
    }
    return some_better;
}

}  // namespace

Resolution resolve(const Catalog& catalog, const std::string& function, const std::vector<Value>& args) {
    Resolution r;
    auto candidates = catalog.overloads_of(function);
    if (candidates.empty()) {
        r.error = "unknown function '" + function + "' (intrinsic-lab list shows the catalog)";
        return r;
    }
    std::vector<const Overload*> viable;
    for (const Overload* o : candidates) {
        auto ins = o->inputs();
        if (ins.size() != args.size()) continue;
        bool ok = true;
        for (size_t i = 0; i < ins.size() && ok; ++i)
            ok = implicit_conversion_cost(args[i].type, ins[i].type).has_value();
        if (ok) viable.push_back(o);
    }
    // §6.1: the one viable overload that is a better match than every other; otherwise the call is ambiguous.
    for (const Overload* o : viable) {
        bool best = true;
        for (const Overload* other : viable)
            if (other != o && !better_match(args, *o, *other)) { best = false; break; }
        if (best) { r.overload = o; break; }
    }
    if (!r.overload) {
        std::string got;
        for (size_t i = 0; i < args.size(); ++i) got += (i ? ", " : "") + type_name(args[i].type);
        std::string head = viable.empty() ? "no overload of " : "ambiguous call: ";
        r.error = head + function + " takes (" + got + ")" + (viable.empty() ? "; it has:" : "; candidates:");
        for (const Overload* o : viable.empty() ? candidates : viable) r.error += "\n  " + o->declaration();
        return r;
    }
    auto ins = r.overload->inputs();
    for (size_t i = 0; i < args.size(); ++i) r.inputs.push_back(*implicit_convert(args[i], ins[i].type));
    return r;
}

}  // namespace il
