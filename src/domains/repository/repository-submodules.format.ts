import { card, table } from '@gitlab-mcp/action-kit';
import type { SubmoduleFileDto } from './dto/file.dto.js';
import type { SubmoduleListDto } from './dto/repository.dto.js';
import { contentBlock, metadataRows } from './repository-files.format.js';
import { short, steps } from './repository.format-helpers.js';

export function renderSubmoduleFile(f: SubmoduleFileDto): string {
  const more = `Read on with repository.file_raw (project_id: ${f.resolved_project}, file_path, ref: ${f.commit_sha}, start_line: ${f.next_start_line ?? ''}).`;
  return (
    card(`File ${f.file_path} of submodule ${f.submodule_path}`, [['Submodule project', f.resolved_project], ['Submodule commit', f.commit_sha], ...metadataRows(f)]) +
    `\n\n${contentBlock(f, more)}` +
    steps(f)
  );
}

export function renderSubmodules(list: SubmoduleListDto): string {
  return (
    table(
      `Submodules of project ${list.project_id} at ${list.ref}`,
      [
        { header: 'Name', value: (s: SubmoduleListDto['submodules'][number]) => s.name },
        { header: 'Path', value: (s) => s.path },
        { header: 'Project', value: (s) => s.resolved_project },
        { header: 'Pinned commit', value: (s) => short(s.commit_sha) },
        { header: 'URL', value: (s) => s.url },
      ],
      list.submodules,
      'No submodules: GitLab found no .gitmodules at this ref (a wrong project_id or ref answers the same way).',
    ) + steps(list)
  );
}
