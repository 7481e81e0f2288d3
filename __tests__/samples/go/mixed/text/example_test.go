package text_test

import (
	"fmt"

	"example.com/mixed/text"
)

func ExampleJoin() {
	fmt.Println(text.Join("hello", "world"))
	// Output: hello world
}

// ExampleJoin_separator documents the wrong separator on purpose.
func ExampleJoin_separator() {
	fmt.Println(text.Join("a", "b"))
	// Output: a-b
}
