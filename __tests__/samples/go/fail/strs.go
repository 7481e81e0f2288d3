// Package strs has a few string helpers, some of them wrong on purpose.
package strs

import "strings"

// Upper should upper-case s but forgets the last rune.
func Upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:len(s)-1]) + s[len(s)-1:]
}

// Reverse reverses s byte by byte.
func Reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// At returns the i-th byte of s without a bounds check of its own.
func At(s string, i int) byte { return s[i] }
