package shop.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PriceTest {
    @Test
    void addsTax() {
        assertEquals(120, Price.withTax(100));
    }

    @Test
    void zero() {
        assertEquals(0, Price.withTax(0));
    }
}
