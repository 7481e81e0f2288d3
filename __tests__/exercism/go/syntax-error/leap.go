package leap

func IsLeapYear$@#$^&
