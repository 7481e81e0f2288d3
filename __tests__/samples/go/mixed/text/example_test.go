package text_test

import (
	"fmt"

	"example.com/mixed/text"
)

func ExampleJoin() {
	fmt.Println(text.Join("hello", "world"))
	// Output: hello world
}
