// Ask AI's email drafts are sent through My Customers' outreach.
export { useSendPreselectedItemsEmailMutation } from './api/outreach-api';
