// pext_amd64.s: CPUID, and a key's relative ranks and signature by POPCNT, BZHI, PEXT and PDEP (see pext_amd64.go).

//go:build amd64 && !purego

#include "textflag.h"

// func cpuid(leaf, sub uint32) (a, b, c, d uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, a+8(FP)
	MOVL BX, b+12(FP)
	MOVL CX, c+16(FP)
	MOVL DX, d+20(FP)
	RET

// LOW(sh, n): n = the cards of agg (CX) in the lane at bit sh; the lane's
// low n bits into the low lanes (DX). R10 holds all ones.
#define LOW(sh, n) \
	MOVQ CX, R8 \
	SHRQ $sh, R8 \
	MOVWQZX R8, R8 \
	POPCNTQ R8, n \
	BZHIQ n, R10, R9 \
	SHLQ $sh, R9 \
	ORQ R9, DX

// func keyLanes(odd, high, agg uint64) (o, h, low uint64, sig uint16)
TEXT ·keyLanes(SB), NOSPLIT, $0-50
	MOVQ agg+16(FP), CX
	XORQ DX, DX
	MOVQ $-1, R10
	LOW(0, SI)
	LOW(16, DI)
	LOW(32, R11)
	LOW(48, R12)
	MOVQ odd+0(FP), AX
	PEXTQ CX, AX, AX
	PDEPQ DX, AX, AX
	MOVQ AX, o+24(FP)
	MOVQ high+8(FP), BX
	PEXTQ CX, BX, BX
	PDEPQ DX, BX, BX
	MOVQ BX, h+32(FP)
	MOVQ DX, low+40(FP)
	// The signature (see sigNibble), all four suits at once: T holds each
	// lane's top relative rank, low &^ (low >> 1), or for an empty lane
	// its bit 13 (from bit 15 of the lanes of low + 0x7fff that did not
	// carry), where o and h have no bits.
	MOVQ DX, R8
	SHRQ $1, R8
	NOTQ R8
	ANDQ DX, R8
	MOVQ $0x7fff7fff7fff7fff, R9
	ADDQ DX, R9
	NOTQ R9
	MOVQ $-0x7fff7fff7fff8000, R11 // 0x8000_8000_8000_8000
	ANDQ R11, R9
	SHRQ $2, R9
	ORQ R9, R8
	// The odd bits of the top three ranks: o << 2 at T, T << 1 and T << 2
	// (three bits a suit, the missing ranks of a short suit zero), to
	// bits 0-2 of each nibble.
	MOVQ R8, R9
	SHLQ $1, R9
	ORQ R8, R9
	MOVQ R8, R11
	SHLQ $2, R11
	ORQ R11, R9
	SHLQ $2, AX
	PEXTQ R9, AX, AX
	MOVQ $0x7777, R11
	PDEPQ R11, AX, AX
	// The high bit of the top rank, to bit 3 of each nibble.
	PEXTQ R8, BX, BX
	MOVQ $0x8888, R11
	PDEPQ R11, BX, BX
	ORQ BX, AX
	MOVW AX, sig+48(FP)
	RET

// func repack(x, from, to uint64) uint64
TEXT ·repack(SB), NOSPLIT, $0-32
	MOVQ x+0(FP), AX
	MOVQ from+8(FP), CX
	MOVQ to+16(FP), DX
	PEXTQ CX, AX, AX
	PDEPQ DX, AX, AX
	MOVQ AX, ret+24(FP)
	RET
