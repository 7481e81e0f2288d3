package shapes

// Tables shared by the tests, as Exercism's generated exercises keep them.

var (
	shoutCases = []struct {
		description string
		input       string
		expected    string
	}{
		{
			description: "lower case",
			input:       "abc",
			expected:    "ABC",
		},
		{
			description: "already loud",
			input:       "ABC",
			expected:    "ABC",
		},
	}
	unused = 1
)
