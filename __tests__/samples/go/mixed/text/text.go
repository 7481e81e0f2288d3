// Package text joins words.
package text

import "strings"

// Join joins words with single spaces.
func Join(words ...string) string { return strings.Join(words, " ") }
