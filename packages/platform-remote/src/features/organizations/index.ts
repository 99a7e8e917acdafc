export { OrganizationsPage } from './components/organizations-page';
export { OrganizationPage } from './components/organization-page';
