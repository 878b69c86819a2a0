/**
 * Runs before every test file: adds jest-dom's matchers (`toBeInTheDocument`, `toBeVisible`,
 * `toHaveTextContent`, …) to vitest's `expect`, so component tests say what a customer sees
 * instead of checking that a query returned something.
 */
import '@testing-library/jest-dom/vitest';
