// Generated from openapi.json by `npm run generate -w @devtrail/client`: do not edit.
/** Every operation of the Devtrail data service: what each client method sends. */
export const OPERATIONS = {
  "listSegments": {
    "method": "get",
    "path": "/segments",
    "pathParams": [],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "createSegment": {
    "method": "post",
    "path": "/segments",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "listSegmentAccounts": {
    "method": "get",
    "path": "/segment/{segment_id}/accounts",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listSegmentDevelopers": {
    "method": "get",
    "path": "/segment/{segment_id}/developers",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listSegmentBuyers": {
    "method": "get",
    "path": "/segment/{segment_id}/buyers",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "findAccountByDomain": {
    "method": "get",
    "path": "/accounts",
    "pathParams": [],
    "queryParams": [
      "domain"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listAccountActivities": {
    "method": "get",
    "path": "/account/{account_id}/activities",
    "pathParams": [
      "account_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listAccountDevelopers": {
    "method": "get",
    "path": "/account/{account_id}/developers",
    "pathParams": [
      "account_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listDeveloperActivities": {
    "method": "get",
    "path": "/developer/{developer_id}/activities",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "deleteDeveloper": {
    "method": "delete",
    "path": "/developer/{developer_id}",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "setDeveloperTags": {
    "method": "put",
    "path": "/developer/{developer_id}/tags",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "listIdentityConflicts": {
    "method": "get",
    "path": "/identity/conflicts",
    "pathParams": [],
    "queryParams": [
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "unmergeDeveloper": {
    "method": "post",
    "path": "/developer/{developer_id}/unmerge",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "listLists": {
    "method": "get",
    "path": "/api/product/list",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "user"
    ],
    "body": false,
    "answer": "json"
  },
  "createList": {
    "method": "post",
    "path": "/api/product/list",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [
      "user"
    ],
    "body": true,
    "answer": "json"
  },
  "addListRows": {
    "method": "put",
    "path": "/api/product/list/{list_id}",
    "pathParams": [
      "list_id"
    ],
    "queryParams": [],
    "headerParams": [
      "user"
    ],
    "body": true,
    "answer": "json"
  },
  "listAudiences": {
    "method": "get",
    "path": "/audiences",
    "pathParams": [],
    "queryParams": [
      "type"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "createAudience": {
    "method": "post",
    "path": "/audiences",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "listAudienceMembers": {
    "method": "get",
    "path": "/audiences/{audience_id}/members",
    "pathParams": [
      "audience_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "getStatsOverview": {
    "method": "get",
    "path": "/stats/overview",
    "pathParams": [],
    "queryParams": [
      "from",
      "to"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopPages": {
    "method": "get",
    "path": "/stats/pages",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopCopies": {
    "method": "get",
    "path": "/stats/copies",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopReferrers": {
    "method": "get",
    "path": "/stats/referrers",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsTopCountries": {
    "method": "get",
    "path": "/stats/countries",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsWebVitals": {
    "method": "get",
    "path": "/stats/vitals",
    "pathParams": [],
    "queryParams": [
      "from",
      "to",
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsLiveActivities": {
    "method": "get",
    "path": "/stats/live",
    "pathParams": [],
    "queryParams": [
      "limit"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsAccounts": {
    "method": "get",
    "path": "/stats/accounts",
    "pathParams": [],
    "queryParams": [
      "search",
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "getStatsAccount": {
    "method": "get",
    "path": "/stats/accounts/{account_id}",
    "pathParams": [
      "account_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "getStatsDeveloper": {
    "method": "get",
    "path": "/stats/developers/{developer_id}",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listStatsDeveloperTimeline": {
    "method": "get",
    "path": "/stats/developers/{developer_id}/activities",
    "pathParams": [
      "developer_id"
    ],
    "queryParams": [
      "page"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "exportCsv": {
    "method": "get",
    "path": "/export/{path}",
    "pathParams": [
      "path"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "text"
  },
  "listAssets": {
    "method": "get",
    "path": "/assets",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "createAsset": {
    "method": "post",
    "path": "/assets",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "getAsset": {
    "method": "get",
    "path": "/assets/{asset_id}",
    "pathParams": [
      "asset_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "deleteAsset": {
    "method": "delete",
    "path": "/assets/{asset_id}",
    "pathParams": [
      "asset_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "updateAsset": {
    "method": "patch",
    "path": "/assets/{asset_id}",
    "pathParams": [
      "asset_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "rotateIdentifySecret": {
    "method": "post",
    "path": "/assets/{asset_id}/identify-secret",
    "pathParams": [
      "asset_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "getAssetSnippet": {
    "method": "get",
    "path": "/assets/{asset_id}/snippet",
    "pathParams": [
      "asset_id"
    ],
    "queryParams": [
      "url"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listApiKeys": {
    "method": "get",
    "path": "/keys",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "createApiKey": {
    "method": "post",
    "path": "/keys",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "revokeApiKey": {
    "method": "post",
    "path": "/keys/{key_id}/revoke",
    "pathParams": [
      "key_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "getSegmentSettings": {
    "method": "get",
    "path": "/segment/{segment_id}",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "deleteSegment": {
    "method": "delete",
    "path": "/segment/{segment_id}",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "updateSegment": {
    "method": "patch",
    "path": "/segment/{segment_id}",
    "pathParams": [
      "segment_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "deleteAudience": {
    "method": "delete",
    "path": "/audiences/{audience_id}",
    "pathParams": [
      "audience_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "updateAudience": {
    "method": "patch",
    "path": "/audiences/{audience_id}",
    "pathParams": [
      "audience_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "listGithubHooks": {
    "method": "get",
    "path": "/github/hooks",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "connectGithubHook": {
    "method": "post",
    "path": "/github/hooks",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "disconnectGithubHook": {
    "method": "delete",
    "path": "/github/hooks/{hook_id}",
    "pathParams": [
      "hook_id"
    ],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listNetworkMappings": {
    "method": "get",
    "path": "/networks",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "addNetworkMapping": {
    "method": "post",
    "path": "/networks",
    "pathParams": [],
    "queryParams": [],
    "headerParams": [],
    "body": true,
    "answer": "json"
  },
  "removeNetworkMapping": {
    "method": "delete",
    "path": "/networks",
    "pathParams": [],
    "queryParams": [
      "network"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  },
  "listAuditEvents": {
    "method": "get",
    "path": "/audit",
    "pathParams": [],
    "queryParams": [
      "page",
      "since"
    ],
    "headerParams": [],
    "body": false,
    "answer": "json"
  }
} as const
