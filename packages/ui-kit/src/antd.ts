/**
 * The antd components the platform supports, and the only way apps import antd.
 *
 * antd is a federated singleton built with Module Federation's shared tree-shaking: each build keeps only
 * the antd exports it uses. Because every app gets antd through this list (ui-kit is itself a singleton),
 * the copy the shell provides always holds every component any remote uses, and the page still loads one
 * antd of a few hundred KB instead of the whole library. Adding a component here ships with the shell.
 */
export {
  Alert,
  App,
  Avatar,
  Badge,
  Button,
  Card,
  ConfigProvider,
  Divider,
  Dropdown,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Result,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
export type { FormProps, MenuProps, ThemeConfig } from 'antd';
