// A built-in defined lane by lane: its value and its bound for one component, written once. The reference
// (evaluate) and the batch engine's bulk judge (settle_lane, through batch/bulk_judge.cpp) both work from the same
// definition, so what a sweep settles in bulk is by construction what the reference and the judge would say.
// docs/adding-a-function.md shows how a row gets one.
#pragma once
#include <cstdint>

#include "precision/interval.h"
#include "precision/rule.h"

namespace il {

struct Lanes {
    int arity = 1;                // inputs, of the result's scalar type; a scalar input is shared by every component
    ComponentReference value;     // the exact value of component i (rounded once to the result type)
    ComponentBound bound;         // what the spec allows for component i, given the rounded reference
    const char* why = "";         // the spec sentences behind the rule, in static storage
    ReferenceFn reference = nullptr;  // the catalog's entry point: evaluate(*this, …) (reference/*.h)
    // An equation of §8.3 (by_equation in reference/common_equation.cpp): the result has the type of the widest
    // input, the rule's text gets no notes on doubles and denormal inputs, and an undefined rule names every
    // component undefined.
    bool equation = false;
};

// The reference of a lane-defined built-in: each component's value rounded once, each component's bound, and the
// rule assemble_rule() makes of them (precision/interval.h).
void evaluate(const Lanes& d, const Value* in, Expected* out);

// The outcome of one component, decided from its bound without assembling the rule. Ordered so that a case's
// outcome is the largest of its components'.
enum LaneOutcome : uint32_t { kLaneMatch = 0, kLaneAccepted = 1, kLaneUndefined = 2, kLaneUnsure = 3 };

// What judge() would decide for one component of a lane-defined result whose rule assemble_rule() built from `b`
// and the other components' bounds, where that decision does not depend on the other components: undefined, match
// (the bits equal the reference), accepted (both NaN; inside b's range; within b's ULP count when neither side is
// NaN or infinite; any non-NaN answer for a precision-undefined bound). Anything else is kLaneUnsure (a flushed
// denormal, a violation), left to the full path. *ulp gets the ULP distance output_verdict() counts (0 where it
// counts none). `wide`: a double component.
uint32_t settle_lane(const Bound& b, uint64_t reference, uint64_t gpu, bool wide, uint64_t* ulp);

}  // namespace il

// Defines the reference `name` (a ReferenceFn) and its definition `name_lanes` from a lane value and bound, in the
// enclosing namespace (reference/*.cpp); the header declares both.
#define IL_DEFINE_LANES(name, arity, value, bound, why)                             \
    void name(const Value* in, Expected* out) { evaluate(name##_lanes, in, out); } \
    const Lanes name##_lanes{arity, value, bound, why, name};
