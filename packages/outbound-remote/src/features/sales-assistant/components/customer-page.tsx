/** One customer (/sales-assistant/customers/:customerId). Built in issue 6 by the sales-assistant feature. */
export function CustomerPage() {
  return <h1>Customer</h1>;
}
