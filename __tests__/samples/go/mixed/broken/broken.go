// Package broken does not compile; its siblings still test.
package broken

func Value() string {
	return 42
}
