#include "report/mapped_file.h"

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>

#ifndef MADV_POPULATE_READ
#define MADV_POPULATE_READ 22  // Linux 5.14; an older kernel refuses it and the pages fault in as they are read
#endif

namespace il {
namespace {

// The mappings the SIGBUS handler answers for: lock-free, as the handler may run at any time on any thread.
struct Slot {
    std::atomic<bool> used{false};
    std::atomic<uintptr_t> begin{0}, end{0};  // begin 0: nothing here (yet)
    std::atomic<std::atomic<bool>*> cut{nullptr};
};
constexpr int kSlots = 64;
Slot slots[kSlots];
uintptr_t page_size = 4096;
struct sigaction previous {};

// A read of a page that the file no longer has: zeros from that page to the end of the mapping, and the mapping
// marked cut, so that the access goes on and the reader reports the file. Any other SIGBUS gets what it got before
// this handler was installed (the access repeats).
void on_sigbus(int, siginfo_t* info, void*) {
    const uintptr_t at = reinterpret_cast<uintptr_t>(info->si_addr);
    for (Slot& s : slots) {
        const uintptr_t begin = s.begin.load(std::memory_order_acquire);
        const uintptr_t end = s.end.load(std::memory_order_relaxed);
        if (begin == 0 || at < begin || at >= end) continue;
        const uintptr_t page = at & ~(page_size - 1);
        const uintptr_t last = (end + page_size - 1) & ~(page_size - 1);
        if (::mmap(reinterpret_cast<void*>(page), last - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1,
                   0) != MAP_FAILED) {
            s.cut.load(std::memory_order_relaxed)->store(true, std::memory_order_release);
            return;
        }
        break;
    }
    ::sigaction(SIGBUS, &previous, nullptr);
}

bool install_handler() {
    page_size = static_cast<uintptr_t>(::sysconf(_SC_PAGESIZE));
    struct sigaction sa {};
    sa.sa_sigaction = on_sigbus;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    return ::sigaction(SIGBUS, &sa, &previous) == 0;
}

}  // namespace

std::shared_ptr<MappedFile> MappedFile::map(int fd, size_t size) {
    static const bool handled = install_handler();
    if (!handled || size == 0) return nullptr;
    int slot = -1;
    for (int k = 0; k < kSlots && slot < 0; ++k) {
        bool expected = false;
        if (slots[k].used.compare_exchange_strong(expected, true)) slot = k;
    }
    if (slot < 0) return nullptr;
    void* p = ::mmap(nullptr, size, PROT_READ, MAP_SHARED, fd, 0);
    if (p == MAP_FAILED) {
        slots[slot].used.store(false);
        return nullptr;
    }
    std::shared_ptr<MappedFile> m(new MappedFile(static_cast<const char*>(p), size));
    m->slot_ = slot;
    Slot& s = slots[slot];
    s.cut.store(&m->cut_, std::memory_order_relaxed);
    s.end.store(reinterpret_cast<uintptr_t>(p) + size, std::memory_order_relaxed);
    s.begin.store(reinterpret_cast<uintptr_t>(p), std::memory_order_release);
    return m;
}

MappedFile::~MappedFile() {
    Slot& s = slots[slot_];
    s.begin.store(0, std::memory_order_release);
    ::munmap(const_cast<char*>(data_), size_);
    s.used.store(false, std::memory_order_release);
}

void MappedFile::release(size_t offset, size_t length) const {
    if (offset < size_ && length) ::madvise(const_cast<char*>(data_) + offset, std::min(length, size_ - offset), MADV_DONTNEED);
}

void MappedFile::populate(size_t offset, size_t length) const {
    if (offset < size_ && length)
        ::madvise(const_cast<char*>(data_) + offset, std::min(length, size_ - offset), MADV_POPULATE_READ);
}

}  // namespace il
