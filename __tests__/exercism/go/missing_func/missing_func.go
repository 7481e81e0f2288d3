// https://exercism.io/tracks/go/exercises/gigasecond
package gigasecond

import "time"

const Gigasecond = time.Second * 1e9

// Add a Gigasecond (10^9) to the input time
// Lines below commented out to provoke an error.
// func AddGigasecond(t time.Time) time.Time {
// 	return t.Add(Gigasecond)
// }
