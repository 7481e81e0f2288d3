// Package crash has a test that kills its own test binary.
package crash

// Ready reports true.
func Ready() bool { return true }
