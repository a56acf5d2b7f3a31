// GLSL 4.50 §8.11 Atomic Memory Functions on buffer storage, for int and uint, and the float atomicAdd and
// atomicExchange of GL_NV_shader_atomic_float. mem is an inout parameter: an in
// parameter (its contents before the call) and an out parameter of the same name (its contents after), which the
// generated shader keeps in the invocation's own output buffer member, so the call acts on buffer memory.
#include "catalog/catalog.h"
#include "catalog/row_builder.h"
#include "reference/atomic.h"

namespace il {

void add_atomic_rows(std::vector<Overload>& rows) {
    const rows::Chapter where{"atomic-memory", "GLSL 4.50 §8.11"};
    struct Atomic {
        const char* name;
        rows::Definition definition;
        const char* summary;
    };
    const Atomic atomics[] = {
        {"atomicAdd", ref::atomicAdd_choices, "adds data to mem (wrapping); returns mem's original contents"},
        {"atomicMin", ref::atomicMin_choices, "the minimum of data and mem into mem; returns mem's original contents"},
        {"atomicMax", ref::atomicMax_choices, "the maximum of data and mem into mem; returns mem's original contents"},
        {"atomicAnd", ref::atomicAnd_choices, "mem AND data into mem; returns mem's original contents"},
        {"atomicOr", ref::atomicOr_choices, "mem OR data into mem; returns mem's original contents"},
        {"atomicXor", ref::atomicXor_choices, "mem XOR data into mem; returns mem's original contents"},
        {"atomicExchange", ref::atomicExchange_choices, "data into mem; returns mem's original contents"},
    };
    for (Type t : {kInt, kUint}) {
        for (const Atomic& a : atomics) {
            Overload o = rows::row(where, a.name, t, {{"mem", t}, {"data", t}, {"mem", t, true}}, a.name, rows::kCore,
                                   a.definition, a.summary);
            o.call = std::string(a.name) + "({out0}, {1})";
            rows.push_back(std::move(o));
        }
        Overload o = rows::row(where, "atomicCompSwap", t, {{"mem", t}, {"compare", t}, {"data", t}, {"mem", t, true}},
                               "atomicCompSwap", rows::kCore, ref::atomicCompSwap_choices,
                               "data into mem if mem equals compare; returns mem's original contents");
        o.call = "atomicCompSwap({out0}, {1}, {2})";
        rows.push_back(std::move(o));
    }
    // GL_NV_shader_atomic_float: atomicAdd and atomicExchange on a float buffer member, available with the extension
    // alone (no reference-page row, no core version).
    const rows::Chapter nv{"extensions", "GL_NV_shader_atomic_float §8.11"};
    const std::vector<std::string> nv_ext{"GL_NV_shader_atomic_float"};
    const Atomic floats[] = {
        {"atomicAdd", ref::atomicAddFloat_choices, "adds data to mem (a float sum); returns mem's original contents"},
        {"atomicExchange", ref::atomicExchangeFloat_choices, "data into mem; returns mem's original contents"},
    };
    for (const Atomic& a : floats) {
        Overload o = rows::row(nv, a.name, kFloat, {{"mem", kFloat}, {"data", kFloat}, {"mem", kFloat, true}}, "",
                               nv_ext, a.definition, a.summary);
        o.call = std::string(a.name) + "({out0}, {1})";
        rows.push_back(std::move(o));
    }
}

}  // namespace il
