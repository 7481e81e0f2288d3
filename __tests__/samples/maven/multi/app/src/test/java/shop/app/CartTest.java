package shop.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CartTest {
    @Test
    void empty() {
        assertEquals(0, new Cart().totalWithTax());
    }

    @Test
    void twoItems() {
        Cart cart = new Cart();
        cart.add(100);
        cart.add(50);
        assertEquals(150, cart.totalWithTax());
    }
}
