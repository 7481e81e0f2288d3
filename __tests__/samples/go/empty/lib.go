// Package empty has code but no tests at all.
package empty

// Answer is what it is.
func Answer() int { return 42 }
