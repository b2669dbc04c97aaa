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

// NIBBLE(sh, n): the signature nibble of the lane at bit sh (see
// sigNibble) into R13, from o (AX), h (BX) and the lane's count n: the
// top card's relative rank is n-1 (for an empty lane -1, which SHRX
// takes as 63, giving 0).
#define NIBBLE(sh, n) \
	DECQ n \
	MOVQ AX, R8 \
	SHRQ $sh, R8 \
	MOVWQZX R8, R8 \
	SHLQ $2, R8 \
	SHRXQ n, R8, R8 \
	ANDQ $7, R8 \
	MOVQ BX, R9 \
	SHRQ $sh, R9 \
	MOVWQZX R9, R9 \
	SHRXQ n, R9, R9 \
	ANDQ $1, R9 \
	SHLQ $3, R9 \
	ORQ R9, R8 \
	SHLQ $(sh/4), R8 \
	ORQ R8, R13

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
	XORQ R13, R13
	NIBBLE(0, SI)
	NIBBLE(16, DI)
	NIBBLE(32, R11)
	NIBBLE(48, R12)
	MOVW R13, sig+48(FP)
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
