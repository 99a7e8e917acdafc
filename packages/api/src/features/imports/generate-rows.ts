// Synthetic upload rows for benchmarks and load tests (deterministic: row i is always the same).

/** `n` valid customer rows as POST /api/upload_client_customers takes them (lines 2…n+1). */
export function generateCustomerRows(n: number, prefix = 'bench') {
  const segments = ['Enterprise', 'Mid-market', 'Small business', 'Consumer'];
  const cities = ['London', 'Berlin', 'Paris', 'Madrid', 'Seattle', 'Boston', 'Toronto', 'Oslo'];
  return Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    name: `Customer ${i} ${prefix}`,
    email: `${prefix}.customer${i}@example${i % 97}.test`,
    company: `Company ${i % 5000}`,
    phone: `+1 555 ${String(i % 10000).padStart(4, '0')}`,
    segment: segments[i % segments.length],
    city: cities[i % cities.length],
  }));
}
