<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/../src/Shapes.php';

final class ShapesTest extends TestCase
{
    public function testSquare(): void
    {
        $this->assertSame(4.0, Shapes::area('square', 2.0));
    }

    public function testSmall(): void
    {
        $this->assertSame('small', Shapes::describe(4.0));
    }
}
