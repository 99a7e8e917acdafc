import { useLocation } from 'react-router-dom';
import { Flex, Skeleton, Typography } from '@aide/ui-kit';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { OUTBOUND_ROUTES } from '../../../lib/route-paths';
import { useGetAiEmployeeQuery } from '../../integrations';
import { AiEmployeeDetails } from './ai-employee-details';
import { AiEmployeeSetup } from './ai-employee-setup';

/**
 * /create-employee (the set-up flow) and /ai-employee (the connected employee). Either route shows what fits
 * the actual state: with no mailbox connected both offer the set-up, once connected both show the employee.
 */
export function AiEmployeePage() {
  const { pathname } = useLocation();
  const creating = pathname === OUTBOUND_ROUTES.createEmployee;
  const query = useGetAiEmployeeQuery();
  const { data: employee, isLoading, error } = query;

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (error) body = <QueryErrorAlert query={query} fallback="Your AI employee could not be loaded." />;
  else if (employee) body = <AiEmployeeDetails employee={employee} alreadyCreated={creating} />;
  else body = <AiEmployeeSetup fromDetailsRoute={!creating} />;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>
        {creating && !employee ? 'Create your AI employee' : 'AI Employee'}
      </Typography.Title>
      {body}
    </Flex>
  );
}
