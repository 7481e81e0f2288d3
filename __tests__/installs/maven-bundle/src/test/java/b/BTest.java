package b;
import static org.junit.jupiter.api.Assertions.assertEquals;
import org.junit.jupiter.api.Test;
class BTest {
  @Test void two() { assertEquals(2, B.two()); }
  @Test void three() { assertEquals(3, B.two() + 1); }
}
