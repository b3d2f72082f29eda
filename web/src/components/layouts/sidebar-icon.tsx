import AddHomeOutlined from '@mui/icons-material/AddHomeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DriveFolderUploadOutlined from '@mui/icons-material/DriveFolderUploadOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SidebarIcon as SidebarIconName } from '@estatekey/domain';

const ICONS: Record<SidebarIconName, typeof SvgIcon> = {
  dashboard: DashboardOutlined,
  courtDocuments: GavelOutlined,
  submitProperty: AddHomeOutlined,
  keyPickup: VpnKeyOutlined,
  uploadDocuments: UploadFileOutlined,
  messages: ForumOutlined,
  notifications: NotificationsOutlined,
  clientInfo: PersonAddAltOutlined,
  uploadCourtDocuments: DriveFolderUploadOutlined,
  manageDocuments: FolderOpenOutlined,
  properties: HomeWorkOutlined,
  agentDocuments: DescriptionOutlined,
  scheduleShowing: EventAvailableOutlined,
  manageUsers: PeopleOutlined,
  manageProperties: ApartmentOutlined,
  intakeProcess: AssignmentOutlined,
  intakeRequests: InboxOutlined,
  auditLog: HistoryOutlined,
  profileSettings: SettingsOutlined,
  helpCenter: HelpOutlineOutlined,
};

export function SidebarIcon({ name }: { name: SidebarIconName }) {
  const Icon = ICONS[name];
  return <Icon fontSize="small" />;
}
