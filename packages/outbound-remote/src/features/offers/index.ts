// The offers tab is drawn on the inventory page; My Customers' offer emails pick from the offers.
export { OffersTab } from './components/offers-tab';
export { useGetOffersQuery, type Offer } from './api/offers-api';
export { TargetTypeField } from './components/target-type-field';
