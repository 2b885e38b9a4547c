import ComputerIcon from '@mui/icons-material/Computer';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import type { DeviceType } from '@synthhub/shared/device/layout';
import type { ReactNode } from 'react';

/** The icon of each device type (PC: a computer, Quest: a headset-like cube, Folder: a folder). */
export const DEVICE_TYPE_ICONS: Readonly<Record<DeviceType, ReactNode>> = {
  pc: <ComputerIcon />,
  quest: <ViewInArIcon />,
  directory: <FolderOpenIcon />,
};
