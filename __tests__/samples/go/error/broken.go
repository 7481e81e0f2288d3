// Package broken does not compile: the tests can never run.
package broken

func Double(n int) int {
	return n * factor
}
