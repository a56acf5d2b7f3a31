#include "value/type.h"

namespace il {

std::string_view scalar_name(Scalar s) {
    switch (s) {
        case Scalar::Bool: return "bool";
        case Scalar::Int: return "int";
        case Scalar::Uint: return "uint";
        case Scalar::Float: return "float";
        case Scalar::Double: return "double";
        case Scalar::Int64: return "int64_t";
        case Scalar::Uint64: return "uint64_t";
        case Scalar::Half: return "float16_t";
    }
    return "?";
}

static std::string_view vec_prefix(Scalar s) {
    switch (s) {
        case Scalar::Bool: return "b";
        case Scalar::Int: return "i";
        case Scalar::Uint: return "u";
        case Scalar::Float: return "";
        case Scalar::Double: return "d";
        case Scalar::Int64: return "i64";
        case Scalar::Uint64: return "u64";
        case Scalar::Half: return "f16";
    }
    return "?";
}

std::string type_name(Type t) {
    if (t.cols == 1 && t.rows == 1) return std::string(scalar_name(t.scalar));
    std::string p(vec_prefix(t.scalar));
    if (t.cols == 1) return p + "vec" + std::to_string(t.rows);
    if (t.cols == t.rows) return p + "mat" + std::to_string(t.cols);
    return p + "mat" + std::to_string(t.cols) + "x" + std::to_string(t.rows);
}

std::optional<Type> parse_type_name(std::string_view n) {
    for (Scalar s : {Scalar::Bool, Scalar::Int, Scalar::Uint, Scalar::Float, Scalar::Double, Scalar::Int64,
                     Scalar::Uint64, Scalar::Half})
        if (n == scalar_name(s)) return Type{s};
    Scalar s = Scalar::Float;
    if (n.size() > 3 && (n.substr(0, 3) == "i64" || n.substr(0, 3) == "u64" || n.substr(0, 3) == "f16")) {
        s = n[0] == 'i' ? Scalar::Int64 : n[0] == 'u' ? Scalar::Uint64 : Scalar::Half;
        n.remove_prefix(3);
        if (n.size() == 4 && n.substr(0, 3) == "vec" && n[3] >= '2' && n[3] <= '4') return vec_of(s, n[3] - '0');
        return std::nullopt;
    }
    if (!n.empty() && (n[0] == 'b' || n[0] == 'i' || n[0] == 'u' || n[0] == 'd')) {
        s = n[0] == 'b' ? Scalar::Bool : n[0] == 'i' ? Scalar::Int : n[0] == 'u' ? Scalar::Uint : Scalar::Double;
        n.remove_prefix(1);
    }
    auto digit = [](char c) { return c >= '2' && c <= '4' ? c - '0' : 0; };
    if (n.size() == 4 && n.substr(0, 3) == "vec" && digit(n[3]))
        return vec_of(s, digit(n[3]));
    if ((s == Scalar::Float || s == Scalar::Double) && n.substr(0, 3) == "mat") {
        if (n.size() == 4 && digit(n[3])) return mat_of(s, digit(n[3]), digit(n[3]));
        if (n.size() == 6 && digit(n[3]) && n[4] == 'x' && digit(n[5])) return mat_of(s, digit(n[3]), digit(n[5]));
    }
    return std::nullopt;
}

}  // namespace il
