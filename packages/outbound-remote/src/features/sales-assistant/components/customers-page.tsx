/** My Customers (/sales-assistant). Built in issue 6 by the sales-assistant feature. */
export function CustomersPage() {
  return <h1>My Customers</h1>;
}
