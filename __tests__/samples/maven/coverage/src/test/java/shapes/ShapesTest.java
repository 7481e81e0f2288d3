package shapes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ShapesTest {
  @Test
  void square() {
    assertEquals(9, Shapes.area("square", 3));
  }

  @Test
  void small() {
    assertEquals("small", Shapes.describe(1));
  }
}
