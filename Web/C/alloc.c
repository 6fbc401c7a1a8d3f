/* The WebAssembly modules' allocator: malloc, free and posix_memalign. Web/build.sh links it
 * before wasi-libc's libc.a, so libc.a's dlmalloc (some 11 KB of code against a 200 KB goal for
 * detent.wasm) is not linked; Debian ships no smaller allocator for wasm32.
 *
 * Callers: the Embedded Swift runtime calls posix_memalign and free for objects and arrays,
 * asking for an alignment of 16 (no alignment given) or the type's own, at least 4 (a pointer's
 * size): always a power of two. detent.js and the tests call the exported malloc and free.
 *
 * A block is a 16-byte header followed by its payload; its size, header included, is a power of
 * two 2^k, 32 bytes to 2 GB: its class k. free puts a block on its class's free list and the next
 * request of that class takes it back; otherwise a block is cut from the top of the heap (from
 * __heap_base up), and memory grows by whole 64 KB pages when the top reaches its end.
 *
 * Invariants: headers and payloads are 16-byte aligned; a request of n bytes gets the smallest
 * class with n + 16 <= 2^k, so at most half a malloc'd block is unused; a free block is on one
 * list, its class's, and nothing else points into it.
 * Limits: memory is never returned to the host; blocks are never split or merged, so a freed
 * block serves only requests of its own class; single-threaded. A request that memory cannot
 * grow to hold gets NULL (posix_memalign: ENOMEM), never a trap. No calloc, realloc or
 * aligned_alloc: code that calls one pulls libc.a's dlmalloc in, and the link fails on a second
 * malloc and free; write it here instead. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#define HEADER 16
#define PAGE 65536
#define LARGEST_CLASS 31   /* 2 GB: the largest power of two below the 4 GB address space */

typedef struct Header {
    uint32_t class;        /* k: the block is 2^k bytes, header included */
    uint32_t back;         /* 0 at a block's start; see posix_memalign */
    struct Header *next;   /* a free block's successor on its class's list */
} Header;

/* wasm-ld: the first byte after the stack and the data, aligned to 16. */
extern unsigned char __heap_base;

static Header *freeBlocks[LARGEST_CLASS + 1];
static unsigned char *top = &__heap_base;   /* the first byte not yet cut into blocks */

static Header *header(void *payload) { return (Header *)((unsigned char *)payload - HEADER); }

void *malloc(size_t size) {
    if (size > ((size_t)1 << LARGEST_CLASS) - HEADER) return NULL;
    /* The smallest class k >= 5 with size + 16 <= 2^k. */
    uint32_t k = size + HEADER <= 32 ? 5 : 32 - __builtin_clz(size + HEADER - 1);
    Header *block = freeBlocks[k];
    if (block) {
        freeBlocks[k] = block->next;
    } else {
        /* 64-bit sums: memory may reach 4 GB. A block ending there is refused, as top would wrap to 0. */
        uint64_t end = (uintptr_t)top + ((uint64_t)1 << k);
        uint64_t memoryEnd = (uint64_t)__builtin_wasm_memory_size(0) * PAGE;
        if (end >> 32 || (end > memoryEnd && __builtin_wasm_memory_grow(0, (size_t)((end - memoryEnd + PAGE - 1) / PAGE)) == (size_t)-1))
            return NULL;
        block = (Header *)top;
        block->class = k;
        block->back = 0;
        top += (size_t)1 << k;
    }
    return (unsigned char *)block + HEADER;
}

void free(void *payload) {
    if (!payload) return;
    Header *h = header(payload);
    Header *block = (Header *)((unsigned char *)h - h->back);
    block->next = freeBlocks[block->class];
    freeBlocks[block->class] = block;
}

/* An alignment above 16 takes a block `alignment - 16` bytes larger and moves the payload up to
 * the first aligned address in it, at least 16 bytes up: the header written just before it holds
 * in `back` the distance down to the block's own header, which free follows. Any power of two is
 * taken (POSIX refuses those below a pointer's size; 1 and 2 are served as 16 is). */
int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment == 0 || (alignment & (alignment - 1))) return EINVAL;
    size_t extra = alignment > HEADER ? alignment - HEADER : 0;
    unsigned char *payload = size > SIZE_MAX - extra ? NULL : malloc(size + extra);
    if (!payload) return ENOMEM;
    unsigned char *aligned = (unsigned char *)(((uintptr_t)payload + extra) & ~(uintptr_t)(alignment - 1));
    if (aligned != payload) header(aligned)->back = (uint32_t)(aligned - payload);
    *result = aligned;
    return 0;
}
