package shapes;

/** Every test passes, but not every line, branch or method runs. */
public final class Shapes {
  private Shapes() {}

  public static int area(String kind, int size) {
    switch (kind) {
      case "square":
        return size * size;
      case "rect":
        return size * 2 * size;
      default:
        throw new IllegalArgumentException("unknown shape " + kind);
    }
  }

  public static String describe(int size) {
    if (size > 100) {
      return "large";
    }
    return "small";
  }

  public static int perimeter(int size) {
    return 4 * size;
  }
}
