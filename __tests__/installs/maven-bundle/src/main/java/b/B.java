package b;
public class B { public static int two() { return 2; } }
