/** What the dashboard says about backups: the last one, and whether to warn (none, more than two days old, failed). */
import 'server-only';

import { clock } from '../clock';
import { readConfig } from '../config';
import { type BackupRecord, lastBackup } from './service';

export interface BackupStatus {
  last: BackupRecord | null;
  /** Daily backups are off (BACKUP_DIR=off) in this instance. */
  off: boolean;
  warning: 'none' | 'stale' | 'failed' | null;
}

const twoDays = 2 * 24 * 60 * 60 * 1000;

export async function backupStatus(): Promise<BackupStatus> {
  const last = await lastBackup();
  const off = readConfig().backups.dir === null;
  let warning: BackupStatus['warning'] = null;
  if (last && !last.ok) warning = 'failed';
  else if (last && clock.now().getTime() - new Date(last.at).getTime() > twoDays) warning = 'stale';
  else if (!last && !off) warning = 'none';
  return { last, off, warning };
}
