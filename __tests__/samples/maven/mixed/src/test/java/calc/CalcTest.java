package calc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CalcTest {
    @Test
    void adds() {
        System.out.println("adding");
        assertEquals(4, Calc.add(2, 2));
    }

    @Test
    void addsWrong() {
        assertEquals(5, Calc.add(2, 2));
    }

    @Test
    @Disabled("not ready")
    void disabled() {
        assertEquals(0, 1);
    }

    @Test
    void assumed() {
        assumeTrue(false, "only on Fridays");
    }

    @Test
    void throwsUnexpected() {
        System.err.println("about to divide");
        Calc.divide(1, 0);
    }

    @ParameterizedTest(name = "{0} + {1} = {2}")
    @CsvSource({"1, 1, 2", "2, 2, 5", "3, 3, 6"})
    void addsMany(int a, int b, int sum) {
        assertEquals(sum, Calc.add(a, b));
    }

    @Nested
    @DisplayName("when dividing")
    class Dividing {
        @Test
        void exact() {
            assertEquals(3, Calc.divide(9, 3));
        }

        @Test
        void rounding() {
            assertTrue(Calc.divide(7, 2) == 4, "7 / 2 rounds down");
        }
    }
}
