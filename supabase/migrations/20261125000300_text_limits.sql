-- Limits behind the user-entered text of the workspace: a 3,000-letter name used to fail inside the btree
-- index on lower(name) (a 500). The API and the import rules check the same limits first, with clear
-- messages; these constraints hold for every other path (REST, scripts).
alter table public.aide_client_customers
  add constraint aide_client_customers_name_length check (char_length(name) <= 200),
  add constraint aide_client_customers_email_length check (char_length(email) <= 254),
  add constraint aide_client_customers_company_length check (char_length(company) <= 200),
  add constraint aide_client_customers_phone_length check (char_length(phone) <= 50),
  add constraint aide_client_customers_segment_length check (char_length(segment) <= 100),
  add constraint aide_client_customers_city_length check (char_length(city) <= 100);

alter table public.aide_inventory_items
  add constraint aide_inventory_items_sku_length check (char_length(sku) <= 100),
  add constraint aide_inventory_items_name_length check (char_length(name) <= 200),
  add constraint aide_inventory_items_brand_length check (char_length(brand) <= 100),
  add constraint aide_inventory_items_category_length check (char_length(category) <= 100);

alter table public.aide_sales_transactions
  add constraint aide_sales_transactions_customer_name_length check (char_length(customer_name) <= 200),
  add constraint aide_sales_transactions_customer_email_length check (char_length(customer_email) <= 254),
  add constraint aide_sales_transactions_sku_length check (char_length(sku) <= 100),
  add constraint aide_sales_transactions_order_ref_length check (char_length(order_ref) <= 100);
