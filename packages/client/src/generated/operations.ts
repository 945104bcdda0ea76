// Generated from openapi.json by `npm run generate -w @devtrail/client`: do not edit.
/** Every operation of the Devtrail data service: what each client method sends (path parameters are the path's {names}). */
export const OPERATIONS: Record<string, { method: string; path: string; query?: readonly string[]; header?: readonly string[]; body?: true; text?: true }> = {
  "listSegments": {
    "method": "get",
    "path": "/segments",
    "query": [
      "page"
    ]
  },
  "createSegment": {
    "method": "post",
    "path": "/segments",
    "body": true
  },
  "listSegmentAccounts": {
    "method": "get",
    "path": "/segment/{segment_id}/accounts",
    "query": [
      "page"
    ]
  },
  "listSegmentDevelopers": {
    "method": "get",
    "path": "/segment/{segment_id}/developers",
    "query": [
      "page"
    ]
  },
  "listSegmentBuyers": {
    "method": "get",
    "path": "/segment/{segment_id}/buyers",
    "query": [
      "page"
    ]
  },
  "findAccountByDomain": {
    "method": "get",
    "path": "/accounts",
    "query": [
      "domain"
    ]
  },
  "listAccountActivities": {
    "method": "get",
    "path": "/account/{account_id}/activities",
    "query": [
      "page"
    ]
  },
  "listAccountDevelopers": {
    "method": "get",
    "path": "/account/{account_id}/developers",
    "query": [
      "page"
    ]
  },
  "listDeveloperActivities": {
    "method": "get",
    "path": "/developer/{developer_id}/activities",
    "query": [
      "page"
    ]
  },
  "deleteDeveloper": {
    "method": "delete",
    "path": "/developer/{developer_id}"
  },
  "setDeveloperTags": {
    "method": "put",
    "path": "/developer/{developer_id}/tags",
    "body": true
  },
  "listIdentityConflicts": {
    "method": "get",
    "path": "/identity/conflicts",
    "query": [
      "limit"
    ]
  },
  "unmergeDeveloper": {
    "method": "post",
    "path": "/developer/{developer_id}/unmerge",
    "body": true
  },
  "listLists": {
    "method": "get",
    "path": "/api/product/list",
    "header": [
      "user"
    ]
  },
  "createList": {
    "method": "post",
    "path": "/api/product/list",
    "header": [
      "user"
    ],
    "body": true
  },
  "addListRows": {
    "method": "put",
    "path": "/api/product/list/{list_id}",
    "header": [
      "user"
    ],
    "body": true
  },
  "listAudiences": {
    "method": "get",
    "path": "/audiences",
    "query": [
      "type"
    ]
  },
  "createAudience": {
    "method": "post",
    "path": "/audiences",
    "body": true
  },
  "listAudienceMembers": {
    "method": "get",
    "path": "/audiences/{audience_id}/members",
    "query": [
      "page"
    ]
  },
  "listCrmConnections": {
    "method": "get",
    "path": "/crm/connections"
  },
  "setCrmSelection": {
    "method": "put",
    "path": "/crm/connections/{crm}/selection",
    "body": true
  },
  "syncCrmNow": {
    "method": "post",
    "path": "/crm/connections/{crm}/sync"
  },
  "disconnectCrm": {
    "method": "delete",
    "path": "/crm/connections/{crm}"
  },
  "getStatsOverview": {
    "method": "get",
    "path": "/stats/overview",
    "query": [
      "from",
      "to"
    ]
  },
  "listStatsTopPages": {
    "method": "get",
    "path": "/stats/pages",
    "query": [
      "from",
      "to",
      "limit"
    ]
  },
  "listStatsTopCopies": {
    "method": "get",
    "path": "/stats/copies",
    "query": [
      "from",
      "to",
      "limit"
    ]
  },
  "listStatsTopReferrers": {
    "method": "get",
    "path": "/stats/referrers",
    "query": [
      "from",
      "to",
      "limit"
    ]
  },
  "listStatsTopCountries": {
    "method": "get",
    "path": "/stats/countries",
    "query": [
      "from",
      "to",
      "limit"
    ]
  },
  "listStatsWebVitals": {
    "method": "get",
    "path": "/stats/vitals",
    "query": [
      "from",
      "to",
      "limit"
    ]
  },
  "listStatsLiveActivities": {
    "method": "get",
    "path": "/stats/live",
    "query": [
      "limit"
    ]
  },
  "listStatsAccounts": {
    "method": "get",
    "path": "/stats/accounts",
    "query": [
      "search",
      "page"
    ]
  },
  "getStatsAccount": {
    "method": "get",
    "path": "/stats/accounts/{account_id}"
  },
  "getStatsDeveloper": {
    "method": "get",
    "path": "/stats/developers/{developer_id}"
  },
  "listStatsDeveloperTimeline": {
    "method": "get",
    "path": "/stats/developers/{developer_id}/activities",
    "query": [
      "page"
    ]
  },
  "listStatsIngestDrops": {
    "method": "get",
    "path": "/stats/drops",
    "query": [
      "from",
      "to"
    ]
  },
  "exportCsv": {
    "method": "get",
    "path": "/export/{path}",
    "text": true
  },
  "listAssets": {
    "method": "get",
    "path": "/assets"
  },
  "createAsset": {
    "method": "post",
    "path": "/assets",
    "body": true
  },
  "getAsset": {
    "method": "get",
    "path": "/assets/{asset_id}"
  },
  "deleteAsset": {
    "method": "delete",
    "path": "/assets/{asset_id}"
  },
  "updateAsset": {
    "method": "patch",
    "path": "/assets/{asset_id}",
    "body": true
  },
  "rotateIdentifySecret": {
    "method": "post",
    "path": "/assets/{asset_id}/identify-secret",
    "body": true
  },
  "getAssetSnippet": {
    "method": "get",
    "path": "/assets/{asset_id}/snippet",
    "query": [
      "url"
    ]
  },
  "listApiKeys": {
    "method": "get",
    "path": "/keys"
  },
  "createApiKey": {
    "method": "post",
    "path": "/keys",
    "body": true
  },
  "revokeApiKey": {
    "method": "post",
    "path": "/keys/{key_id}/revoke"
  },
  "getSegmentSettings": {
    "method": "get",
    "path": "/segment/{segment_id}"
  },
  "deleteSegment": {
    "method": "delete",
    "path": "/segment/{segment_id}"
  },
  "updateSegment": {
    "method": "patch",
    "path": "/segment/{segment_id}",
    "body": true
  },
  "deleteAudience": {
    "method": "delete",
    "path": "/audiences/{audience_id}"
  },
  "updateAudience": {
    "method": "patch",
    "path": "/audiences/{audience_id}",
    "body": true
  },
  "listGithubHooks": {
    "method": "get",
    "path": "/github/hooks"
  },
  "connectGithubHook": {
    "method": "post",
    "path": "/github/hooks",
    "body": true
  },
  "disconnectGithubHook": {
    "method": "delete",
    "path": "/github/hooks/{hook_id}"
  },
  "listNetworkMappings": {
    "method": "get",
    "path": "/networks"
  },
  "addNetworkMapping": {
    "method": "post",
    "path": "/networks",
    "body": true
  },
  "removeNetworkMapping": {
    "method": "delete",
    "path": "/networks",
    "query": [
      "network"
    ]
  },
  "listAuditEvents": {
    "method": "get",
    "path": "/audit",
    "query": [
      "page",
      "since"
    ]
  },
  "listAlertRules": {
    "method": "get",
    "path": "/alerts/rules"
  },
  "createAlertRule": {
    "method": "post",
    "path": "/alerts/rules",
    "body": true
  },
  "getAlertRule": {
    "method": "get",
    "path": "/alerts/rules/{rule_id}"
  },
  "deleteAlertRule": {
    "method": "delete",
    "path": "/alerts/rules/{rule_id}"
  },
  "updateAlertRule": {
    "method": "patch",
    "path": "/alerts/rules/{rule_id}",
    "body": true
  },
  "listAlertDestinations": {
    "method": "get",
    "path": "/alerts/destinations"
  },
  "createAlertDestination": {
    "method": "post",
    "path": "/alerts/destinations",
    "body": true
  },
  "deleteAlertDestination": {
    "method": "delete",
    "path": "/alerts/destinations/{destination_id}"
  },
  "testAlertDestination": {
    "method": "post",
    "path": "/alerts/destinations/{destination_id}/test"
  },
  "rotateAlertDestinationSecret": {
    "method": "post",
    "path": "/alerts/destinations/{destination_id}/rotate-secret",
    "body": true
  },
  "listAlertDeliveries": {
    "method": "get",
    "path": "/alerts/destinations/{destination_id}/deliveries",
    "query": [
      "limit"
    ]
  }
}
