/** The workspace switcher of a member who belongs to several workspaces. */
import type { Me } from '../memberApi.js'

/** A select of the member's workspaces; changing it switches the session. */
export function WorkspaceSwitcher({ me, onSwitch }: { me: Me; onSwitch: (workspaceId: string) => void }) {
  if (me.workspaces.length < 2) return <span class="workspace">{me.workspace_name}</span>
  return (
    <span class="workspace">
      <label for="workspace-switcher" class="visually-hidden">
        Workspace
      </label>
      <select id="workspace-switcher" value={me.workspace_id} onChange={(event) => onSwitch(event.currentTarget.value)}>
        {me.workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name} ({workspace.role})
          </option>
        ))}
      </select>
    </span>
  )
}
