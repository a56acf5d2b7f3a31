// A direct writer of one case of the schema as a JSON line, for streams of millions of cases: the same
// JSON value as case_json() without building a document first (about 20 times faster).
#pragma once
#include <string>

#include "engine/evaluate.h"

namespace il {

void append_case_line(std::string& out, const BatchEvaluation& b, size_t index);

}  // namespace il
