// Generated from openapi.json by `npm run generate -w @devtrail/client`: do not edit.
export interface paths {
    "/segments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List segments
         * @description The workspace's segments, oldest first, in pages of 100.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listSegments"];
        put?: never;
        /**
         * Create a segment (a saved filter)
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["createSegment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/segment/{segment_id}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts of an ACCOUNT segment
         * @description Accounts matching the segment's filter now, latest activity first, in pages of 100. A segment of another type is 400.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listSegmentAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/segment/{segment_id}/developers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List developers of a DEVELOPER segment
         * @description Developers matching the segment's filter now, latest activity first, with tags, in pages of 100. A segment of another type is 400.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listSegmentDevelopers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/segment/{segment_id}/buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List buyers of a BUYER segment
         * @description Contacts matching the segment's filter now, shaped as developers (developer_name = full name, developer_business_email = e-mail) with tags, in pages of 100. A segment of another type is 400.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listSegmentBuyers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find an account by domain
         * @description The account whose domain is `domain` (scheme, path and `www.` are ignored), as a one-element `data` array; 404 when the workspace has no such account.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["findAccountByDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/{account_id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activities of an account
         * @description Most recent first. Without `page`: the latest 1000 activities and no paging fields. With `page` (an extension): pages of 1000 with total_pages and next_page.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listAccountActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/{account_id}/developers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List developers of an account
         * @description Latest activity first, without tags, in pages of 100.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listAccountDevelopers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/developer/{developer_id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List activities of a developer
         * @description Most recent first. Without `page`: the latest 1000 activities and no paging fields. With `page` (an extension): pages of 1000 with total_pages and next_page.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listDeveloperActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/developer/{developer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a developer everywhere (data protection)
         * @description Removes the person with their activities (including what they did before signing in), identities, visitor ids, list rows keyed by their e-mail, GitHub or LinkedIn id, contact record and audience memberships, and recomputes their account. `developer_id` may also be an e-mail. Answers what was removed.
         *
         *     Needs a key (or dashboard session) with the `write` or `admin` scope; a `read` key is refused with 403 forbidden.
         */
        delete: operations["deleteDeveloper"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/developer/{developer_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a developer's tags
         * @description Replaces the tags (an empty array clears them). Names are trimmed, unique regardless of case, 1 to 64 characters without a comma, at most 50.
         *
         *     Needs a key (or dashboard session) with the `write` or `admin` scope; a `read` key is refused with 403 forbidden.
         */
        put: operations["setDeveloperTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/identity/conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List identity claims refused as conflicts
         * @description Most recently refused first; the same claim refused again is one entry with a count. A claim is refused when it would put two different e-mails on one person (`distinct_emails`), when an unsigned identify names a verified person (`verified_person`), or when an identifier is held by someone else (`identity_taken`). Nothing of a refused claim was applied.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listIdentityConflicts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/developer/{developer_id}/unmerge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the merge that brought an identity to a developer
         * @description Splits the person merged into this developer back out, under their id from before the merge, with the identities, visitor ids (and their activities), contacts and merged-away ids they brought; both people are counted again. 400 when the identity is not this developer's or did not come by a merge.
         *
         *     Needs a key (or dashboard session) with the `write` or `admin` scope; a `read` key is refused with 403 forbidden.
         */
        post: operations["unmergeDeveloper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch all lists created by the user
         * @description A JSON array (not wrapped) of the lists `user` created, oldest first.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listLists"];
        put?: never;
        /**
         * Create a list
         * @description Creates a list owned by `user`; answers 201 with the List. Names are unique in the workspace (409 name_taken).
         *
         *     Needs a key (or dashboard session) with the `write` or `admin` scope; a `read` key is refused with 403 forbidden.
         */
        post: operations["createList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/list/{list_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add rows to a list
         * @description Adds 1 to 1000 rows in one transaction. A bad row rejects the call, naming it (`entities[3].primaryKey: ...`). Re-adding a primary key updates its row. Another user's list is 404.
         *
         *     Needs a key (or dashboard session) with the `write` or `admin` scope; a `read` key is refused with 403 forbidden.
         */
        put: operations["addListRows"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audiences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audiences
         * @description Every audience of the workspace, oldest first; `type` keeps only audiences of that type (e.g. BUYER).
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listAudiences"];
        put?: never;
        /**
         * Create an audience from a BUYER segment and fill it
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["createAudience"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audiences/{audience_id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members of an audience
         * @description Members in their stable audience order, 100 per page; `page` is required. A page past the end has an empty `data`.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listAudienceMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crm/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List CRM connections
         * @description The workspace's HubSpot and Salesforce connections: status, what is sent, the last run, the next, and the records failing with their reasons.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listCrmConnections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crm/connections/{crm}/selection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose what a CRM connection sends
         * @description Replaces the segments and audiences sent (admin scope). Nothing outside them leaves Devtrail; the next run sends the new choice.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        put: operations["setCrmSelection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crm/connections/{crm}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a CRM connection now
         * @description Queues a run now (admin scope); the server runs it. A paused connection stays paused until reconnected.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["syncCrmNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crm/connections/{crm}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a CRM
         * @description Removes the connection and its stored credential (admin scope). The records already in the CRM stay there.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["disconnectCrm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Overview of a date range
         * @description Page visits, copies, sign-ins and identified developers per UTC day and source, the totals of the range and of the previous period of the same length. Read from daily rollups kept at write time.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["getStatsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top pages by visits
         * @description Most counted first, then by value. Read from daily rollups.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsTopPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/copies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top copied commands and code snippets
         * @description Most counted first, then by value. Read from daily rollups.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsTopCopies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/referrers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Top referring sites of page visits
         * @description Most counted first, then by value. Read from daily rollups.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsTopReferrers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activities by country
         * @description Most counted first, then by value. Read from daily rollups.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsTopCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/vitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web vitals per page
         * @description p75 (nearest rank) of LCP, INP and CLS per page over the range, most measured pages first.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsWebVitals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Latest activities
         * @description The 50 activities received last (or `limit`), newest first.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsLiveActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search accounts
         * @description Accounts whose name or domain contains `search` (any case; all without it), latest activity first, in pages of 100.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/accounts/{account_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an account
         * @description Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["getStatsAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/developers/{developer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a developer's profile
         * @description The developer (a merged-away id answers the survivor), their identities and current account.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["getStatsDeveloper"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/developers/{developer_id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A developer's timeline
         * @description Their activities with pages and copied text, most recent first; pages of 1,000 with `page`.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsDeveloperTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/drops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events the collector dropped
         * @description Events the collector did not store, per UTC day, asset and reason (a bot, an invalid batch, the rate limit, an origin the asset does not allow, a copy of prose, a refused identify, an activity stored before). Newest day first.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listStatsIngestDrops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/export/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a table as CSV
         * @description `/export/<path>.csv?<query>` streams every row of `GET /<path>?<query>` (all pages) as CSV with a header line, e.g. `/export/stats/pages.csv?from=2026-01-01&to=2026-01-31` or `/export/segment/{id}/accounts.csv`. Empty values are empty cells, nested values JSON; a text cell starting with =, +, -, @, tab or carriage return is prefixed with a quote mark so spreadsheets never run it.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's assets
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["listAssets"];
        put?: never;
        /**
         * Create a tracked asset (a new client ID)
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["createAsset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{asset_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One asset
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["getAsset"];
        put?: never;
        post?: never;
        /**
         * Delete an asset: its client ID is no longer accepted; recorded activity stays
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["deleteAsset"];
        options?: never;
        head?: never;
        /**
         * Rename an asset, replace its allowed origins or set its identify policy
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        patch: operations["updateAsset"];
        trace?: never;
    };
    "/assets/{asset_id}/identify-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or rotate an asset's identify secret (shown once in the answer)
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["rotateIdentifySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{asset_id}/snippet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An asset's install snippet: the script tag with its SRI hash, the npm loader call and the CSP lines
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["getAssetSnippet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's API keys (revoked ones too), with when each was last used
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key with a scope (the key is shown once in the answer)
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key_id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key: its requests and dashboard sessions answer 401 from then on
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/segment/{segment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A segment's settings and filter
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["getSegmentSettings"];
        put?: never;
        post?: never;
        /**
         * Delete a segment (refused while an audience is built from it)
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["deleteSegment"];
        options?: never;
        head?: never;
        /**
         * Rename a segment, change its description or replace its filter
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        patch: operations["updateSegment"];
        trace?: never;
    };
    "/audiences/{audience_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an audience and its members
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["deleteAudience"];
        options?: never;
        head?: never;
        /**
         * Rename an audience or switch its periodic refresh
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        patch: operations["updateAudience"];
        trace?: never;
    };
    "/github/hooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's GitHub webhook endpoints
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["listGithubHooks"];
        put?: never;
        /**
         * Create a GitHub webhook endpoint: the Payload URL and the secret (shown once) to paste into GitHub
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["connectGithubHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/github/hooks/{hook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a GitHub webhook endpoint: its deliveries answer 404 from then on
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["disconnectGithubHook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/networks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the networks mapped to company domains
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["listNetworkMappings"];
        put?: never;
        /**
         * Map a network (CIDR or AS number) to a company domain; ISPs, clouds, hosting and VPNs are refused
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["addNetworkMapping"];
        /**
         * Remove the mapping of a network
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["removeNetworkMapping"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log: every change to the workspace, newest first
         * @description Who (user, API key or `cli`), what (action, target), when, from which address, and the settings before and after; secrets appear only as "set" or "rotated". `GET /export/audit.csv` exports it.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's alert rules
         * @description Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listAlertRules"];
        put?: never;
        /**
         * Create an alert rule
         * @description A trigger, optional filters, one or more destinations, a quiet window (default 24 h: at most one alert per account) and an optional hourly digest rate. Rules are evaluated after events are stored, never while.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["createAlertRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/rules/{rule_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One alert rule
         * @description Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["getAlertRule"];
        put?: never;
        post?: never;
        /**
         * Delete an alert rule
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["deleteAlertRule"];
        options?: never;
        head?: never;
        /**
         * Change an alert rule
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        patch: operations["updateAlertRule"];
        trace?: never;
    };
    "/alerts/destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's alert destinations
         * @description Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listAlertDestinations"];
        put?: never;
        /**
         * Create an alert destination
         * @description Slack (incoming webhook URL, kept sealed), webhook (Standard Webhooks-signed JSON; the signing secret is in this answer only) or email. URLs must be public https.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["createAlertDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/destinations/{destination_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an alert destination and its delivery log
         * @description Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        delete: operations["deleteAlertDestination"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/destinations/{destination_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message now
         * @description Sent at once (not queued) and logged; a success resumes a paused destination and the deliveries it held.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["testAlertDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/destinations/{destination_id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a webhook destination's signing secret
         * @description The old secret also signs (a second signature) for `overlap_ms` (default 24 h), so receivers can switch without missing a webhook.
         *
         *     Needs a key (or dashboard session) with the `admin` scope; `read` and `write` keys are refused with 403 forbidden.
         */
        post: operations["rotateAlertDestinationSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alerts/destinations/{destination_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A destination's delivery log, newest first
         * @description Needs a key (or dashboard session) with the `read` scope or more.
         *
         *     Needs a key (or dashboard session) with the `read` scope or more.
         */
        get: operations["listAlertDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "alert.fired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A rule fired for an account
         * @description One alert: the rule, what happened, the account, the developer when known, the activity and the latest ones. Per account, alerts arrive in the order they were decided.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id (`msg_...`): the same on every retry of one alert; deduplicate by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since the epoch; refuse ones far from now. */
                    "webhook-timestamp": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the destination's secret (`whsec_...`), space-separated: two during a secret rotation's overlap. Verify with any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AlertFiredEvent"];
                };
            };
            responses: {
                /** @description Sent again after `Retry-After` (seconds or an HTTP date), for up to 24 h. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Received: not sent again. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Sent again with exponential backoff and jitter for up to 24 h; network errors and timeouts (10 s) too. A destination failing for hours is paused until a successful test. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Any other 4xx (and 3xx: redirects are not followed) is final: recorded in the delivery log, not sent again. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "alert.digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A rule's alerts past its hourly rate, gathered
         * @description Sent at the end of the hour, listing the accounts (most alerts first).
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    /** @description The message id (`msg_...`): the same on every retry of one alert; deduplicate by it. */
                    "webhook-id": string;
                    /** @description When this attempt was signed, in seconds since the epoch; refuse ones far from now. */
                    "webhook-timestamp": string;
                    /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the destination's secret (`whsec_...`), space-separated: two during a secret rotation's overlap. Verify with any Standard Webhooks library. */
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["AlertDigestEvent"];
                };
            };
            responses: {
                /** @description Sent again after `Retry-After` (seconds or an HTTP date), for up to 24 h. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Received: not sent again. */
                "2XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Sent again with exponential backoff and jitter for up to 24 h; network errors and timeouts (10 s) too. A destination failing for hours is paused until a successful test. */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Any other 4xx (and 3xx: redirects are not followed) is final: recorded in the delivery log, not sent again. */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** AccountSegmentFilter */
        AccountSegmentFilter: {
            /** @description Account country is one of these (e.g. US, DE). */
            country?: string[];
            /** @description Activity level is one of these: HIGH, MEDIUM, LOW. */
            developer_activity?: string[];
            /** @description Customer fit is one of these: STRONG, MODERATE, WEAK. */
            customer_fit?: string[];
            /** @description The account carries at least one of these tags. */
            tags?: string[];
            /** @description At least this many active developers. */
            min_active_developers?: number;
            /** @description At most this many active developers. */
            max_active_developers?: number;
            /** @description Latest activity within the last N days. */
            active_within_days?: number;
        };
        /** DeveloperSegmentFilter */
        DeveloperSegmentFilter: {
            /** @description The developer belongs to one of these accounts (ids). */
            account_ids?: string[];
            /** @description The developer belongs to an account with one of these domains. */
            account_domains?: string[];
            /** @description Developer country is one of these. */
            country?: string[];
            /** @description The developer carries at least one of these tags. */
            tags?: string[];
            /** @description The developer has an activity of one of these types (e.g. COPY_COMMAND)... */
            activity_types?: string[];
            /** @description ...within the last N days (with activity_types; default: any time). */
            activity_within_days?: number;
            /** @description Latest activity within the last N days. */
            active_within_days?: number;
        };
        /** BuyerSegmentFilter */
        BuyerSegmentFilter: {
            /** @description The designation contains one of these (e.g. "engineering" matches "VP Engineering"). */
            designation?: string[];
            /** @description Seniority is one of these. */
            seniority?: string[];
            /** @description Job function is one of these. */
            job_function?: string[];
            /** @description Country is one of these. */
            country?: string[];
            /** @description The contact carries at least one of these tags. */
            tags?: string[];
            /** @description Only contacts with a verified e-mail. */
            verified_only?: boolean;
        };
        /** AudienceFilter */
        AudienceFilter: {
            /** @description The designation contains one of these. */
            designation: string[];
            /** @description The country or the state is one of these. */
            location: string[];
            /** @description The job function is one of these. */
            job_function: string[];
            /** @description The seniority is one of these. */
            seniority: string[];
        };
        /**
         * AlertFiredEvent
         * @description A rule fired for an account.
         */
        AlertFiredEvent: {
            /** @enum {string} */
            type: "alert.fired";
            /** @description When the alert was decided, ISO 8601 UTC. */
            timestamp: string;
            data: components["schemas"]["AlertFiredData"];
        };
        /**
         * AlertDigestEvent
         * @description Alerts gathered into one message.
         */
        AlertDigestEvent: {
            /** @enum {string} */
            type: "alert.digest";
            /** @description When the alert was decided, ISO 8601 UTC. */
            timestamp: string;
            data: components["schemas"]["AlertDigestData"];
        };
        OverviewTotals: {
            /** @description Page visits. */
            page_visits: number;
            /** @description Copied commands and code snippets. */
            copies: number;
            /** @description Sign-ins to the Cloud Product (PRODUCT_LOGIN). */
            sign_ins: number;
            /** @description Distinct identified developers active in the range: exact while the range holds at most 5,000 developer days, past that a HyperLogLog estimate within about 2 %. */
            developers: number;
            /** @description Identifies refused by identity verification (unsigned or wrongly signed under the `signed` identify policy, or wrongly signed). */
            identify_rejected: number;
        };
        TopRow: {
            /** @description The page URL, the copied text (redacted, as stored), the referring host or the country code. */
            value: string;
            /** @description PAGE_VISIT for pages, COPY_COMMAND or COPY_CODE for copies, null otherwise. */
            activity_type: string | null;
            /** @description How often, in the range. */
            count: number;
        };
        PageVitals: {
            page: string;
            /** @description Largest Contentful Paint p75, ms; null without measurements. */
            lcp: number | null;
            /** @description Interaction to Next Paint p75, ms; null without measurements. */
            inp: number | null;
            /** @description Cumulative Layout Shift p75; null without measurements. */
            cls: number | null;
            /** @description LCP, INP and CLS measurements behind the figures. */
            samples: number;
        };
        LiveActivity: {
            id: string;
            activity_type: string;
            activity_source: string;
            /** @description The page; null when none. */
            page: string | null;
            /** @description The copied text (redacted, as stored); null for anything but a copy. */
            copied_text: string | null;
            /** @description Country code; null when unknown. */
            country: string | null;
            /** @description The developer; null while anonymous. */
            developer_id: string | null;
            /** @description The developer's name; null when unknown. */
            developer_name: string | null;
            /** @description The account; null when none. */
            account_id: string | null;
            /** @description The account's name; null when none. */
            account_name: string | null;
            /** @description When it happened, epoch ms. */
            action_time: number;
            /** @description When Devtrail received it, epoch ms. */
            received_time: number;
        };
        DeveloperProfile: {
            id: string;
            /** @description Name; null when unknown. */
            developer_name: string | null;
            /** @description E-mail; null when unknown. */
            developer_business_email: string | null;
            /** @description Job title; null when unknown. */
            designation: string | null;
            /** @description Country code; null when unknown. */
            country: string | null;
            /** @description Comma-separated tag names. */
            tags: string;
            first_activity: number | null;
            latest_activity: number | null;
            first_activity_date: string | null;
            last_activity_date: string | null;
            /** @description Their current account; null when none. */
            account_id: string | null;
            /** @description That account's name. */
            account_name: string | null;
            identities: {
                /** @description email, github or linkedin */
                type: string;
                username: string;
            }[];
        };
        TimelineActivity: {
            activity_type: string;
            activity_source: string;
            source_type: string;
            /** @description The page; null when none. */
            page: string | null;
            /** @description The copied text; null for anything but a copy. */
            copied_text: string | null;
            /** @description Country code; null when unknown. */
            country: string | null;
            /** @description The account it counted for; null when none. */
            account_id: string | null;
            /** @description Epoch ms. */
            action_time: number;
            /** @description `YYYY-MM-DD HH:MM:SS` UTC. */
            activity_date: string;
        };
        IngestDrop: {
            /** @description The UTC day, YYYY-MM-DD. */
            date: string;
            /** @description The asset the events were sent to. */
            asset_id: string;
            /** @description The asset's name, null once the asset is deleted. */
            asset_name: string | null;
            /** @description WEBSITE, DOCS or PRODUCT, null once the asset is deleted. */
            asset_kind: string | null;
            /** @description Why: bot, invalid, rate_limited, origin_not_allowed, prose_copy, unsigned_identify, invalid_signature or duplicate (see the collector protocol). */
            reason: string;
            /** @description Events dropped. */
            count: number;
        };
        /** AlertRuleRef */
        AlertRuleRef: {
            /** @description null for a test message. */
            id: string | null;
            name: string;
            /** @description level_medium, level_high, new_developer, first_seen, github_star, github_fork, github_issue, command_copy, page_visit, first_product_login (or test). */
            trigger: string;
        };
        /** AlertAccount */
        AlertAccount: {
            id: string;
            account_name: string;
            account_domain: string;
            /** @description ISO 3166-1 alpha-2 country; null when unknown. */
            country: string | null;
            /** @description HIGH, MEDIUM or LOW. */
            developer_activity: string;
            /** @description STRONG, MODERATE or WEAK. */
            customer_fit: string;
            /** @description The account's page in the dashboard (set DEVTRAIL_PUBLIC_URL); null when unknown. */
            dashboard_url: string | null;
        };
        /** AlertDeveloper */
        AlertDeveloper: {
            id: string;
            /** @description Name; null when unknown. */
            developer_name: string | null;
            /** @description E-mail; null when unknown. */
            developer_business_email: string | null;
        };
        /** AlertActivity */
        AlertActivity: {
            id: string;
            /** @description PAGE_VISIT, COPY_COMMAND, PRODUCT_LOGIN, STAR, ... */
            activity_type: string;
            /** @description WEBSITE, DOCS, PRODUCT or GITHUB. */
            activity_source: string;
            /** @description The page; null when unknown. */
            page: string | null;
            /** @description What was copied; null when unknown. */
            copied_text: string | null;
            /** @description When it happened, epoch ms. */
            action_time: number;
        };
        /** AlertFiredData */
        AlertFiredData: {
            rule: components["schemas"]["AlertRuleRef"];
            /** @description What happened, in a sentence. */
            title: string;
            account: components["schemas"]["AlertAccount"] | null;
            developer: components["schemas"]["AlertDeveloper"] | null;
            /** @description The activity that fired the rule; null for a level change. */
            activity: components["schemas"]["AlertActivity"] | null;
            /** @description The account's latest activities, newest first. */
            recent_activities: components["schemas"]["AlertActivity"][];
        };
        /** AlertDigestAccount */
        AlertDigestAccount: {
            account: components["schemas"]["AlertAccount"];
            /** @description Alerts (or activities, in a scheduled digest) in the period. */
            alerts: number;
        };
        /** AlertDigestData */
        AlertDigestData: {
            /** @description The rule whose alerts were gathered; null for a scheduled digest. */
            rule: components["schemas"]["AlertRuleRef"] | null;
            title: string;
            /** @description epoch ms */
            period_start: number;
            /** @description epoch ms */
            period_end: number;
            /** @description Accounts, most alerts first. */
            accounts: components["schemas"]["AlertDigestAccount"][];
        };
        /** Segment */
        Segment: {
            name: string;
            segment_id: string;
            /** @description ACCOUNT, DEVELOPER or BUYER */
            type: string;
            description: string;
        };
        /** SegmentPage */
        SegmentPage: {
            data: components["schemas"]["Segment"][];
            /** @description Pages of 100 rows; page starts at 1. */
            total_pages: number;
            /** @description The next page number; null on the last page and past the end. */
            next_page: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** Error */
        Error: {
            error: {
                message: string;
                /**
                 * @description What went wrong, as a stable code (the HTTP status follows from it).
                 * @enum {string}
                 */
                type: "params_invalid" | "unauthorized" | "token_expired" | "forbidden" | "not_found" | "method_not_allowed" | "request_timeout" | "name_taken" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "rate_limited" | "header_too_large" | "internal_error" | "unavailable";
            };
        };
        /** SegmentSettings */
        SegmentSettings: {
            id: string;
            type: "ACCOUNT" | "DEVELOPER" | "BUYER";
            name: string;
            description: string;
            /** @description The saved filter (AccountSegmentFilter, DeveloperSegmentFilter or BuyerSegmentFilter by type). */
            filter: unknown;
            created_at: number;
        };
        /** CreateSegmentResponse */
        CreateSegmentResponse: {
            data: components["schemas"]["SegmentSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** Account */
        Account: {
            id: string;
            account_name: string;
            account_domain: string;
            /** @description Country code; null when unknown. */
            country: string | null;
            /** @description First activity: `YYYY-MM-DD HH:MM:SS` UTC; null when never active. */
            first_activity_date: string | null;
            /** @description Latest activity: `YYYY-MM-DD HH:MM:SS` UTC; null when never active. */
            last_activity_date: string | null;
            /** @description First activity: epoch milliseconds; null when never active. */
            first_activity: number | null;
            /** @description Latest activity: epoch milliseconds; null when never active. */
            latest_activity: number | null;
            active_developers_count: number;
            /** @description HIGH, MEDIUM or LOW */
            developer_activity: string;
            /** @description STRONG, MODERATE or WEAK */
            customer_fit: string;
            /** @description Comma-separated tag names. */
            tags: string;
        };
        /** AccountPage */
        AccountPage: {
            data: components["schemas"]["Account"][];
            /** @description Pages of 100 rows; page starts at 1. */
            total_pages: number;
            /** @description The next page number; null on the last page and past the end. */
            next_page: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** SegmentDeveloper */
        SegmentDeveloper: {
            id: string;
            developer_name: string;
            /** @description An e-mail address; null when unknown. */
            developer_business_email: string | null;
            /** @description Latest activity: epoch milliseconds; null when never active. */
            latest_activity: number | null;
            /** @description First activity: epoch milliseconds; null when never active. */
            first_activity: number | null;
            /** @description Latest activity: `YYYY-MM-DD HH:MM:SS` UTC; null when never active. */
            last_activity_date: string | null;
            /** @description First activity: `YYYY-MM-DD HH:MM:SS` UTC; null when never active. */
            first_activity_date: string | null;
            /** @description Comma-separated tag names. */
            tags: string;
        };
        /** SegmentDeveloperPage */
        SegmentDeveloperPage: {
            data: components["schemas"]["SegmentDeveloper"][];
            /** @description Pages of 100 rows; page starts at 1. */
            total_pages: number;
            /** @description The next page number; null on the last page and past the end. */
            next_page: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AccountResults */
        AccountResults: {
            data: components["schemas"]["Account"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AccountActivity */
        AccountActivity: {
            /** @description PAGE_VISIT, COPY_COMMAND, COPY_CODE, PRODUCT_LOGIN, FORK, ... */
            activity_type: string;
            /** @description Who did it (e-mail or other identifier); null when unknown. */
            actor: string | null;
            /** @description WEBSITE, DOCS, PRODUCT or GITHUB */
            activity_source: string;
            /** @description The page URL; null when unknown. */
            page: string | null;
            /** @description The copied command or code, secrets redacted (copies only); null when unknown. */
            copied_text: string | null;
            /** @description The person's job title; null when unknown. */
            developer_designation: string | null;
            /** @description Country code; null when unknown. */
            country: string | null;
            /** @description When it happened: `YYYY-MM-DD HH:MM:SS` UTC. */
            activity_date: string;
            /** @description WEBSITE_JS, DOCS_JS or PRODUCT_JS */
            source_type: string;
            /** @description The developer (null while the visitor is not identified); null when unknown. */
            developer_id: string | null;
        };
        /** AccountActivityResults */
        AccountActivityResults: {
            data: components["schemas"]["AccountActivity"][];
            /** @description Only with `page`: pages of 1000 activities. */
            total_pages?: number;
            /** @description Only with `page`: the next page number; null on the last page. */
            next_page?: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** Developer */
        Developer: {
            id: string;
            developer_name: string;
            /** @description An e-mail address; null when unknown. */
            developer_business_email: string | null;
            /** @description Latest activity: epoch milliseconds; null when never active. */
            latest_activity: number | null;
            /** @description First activity: epoch milliseconds; null when never active. */
            first_activity: number | null;
            /** @description Latest activity: `YYYY-MM-DD HH:MM:SS` UTC; null when never active. */
            last_activity_date: string | null;
            /** @description First activity: `YYYY-MM-DD HH:MM:SS` UTC; null when never active. */
            first_activity_date: string | null;
        };
        /** DeveloperPage */
        DeveloperPage: {
            data: components["schemas"]["Developer"][];
            /** @description Pages of 100 rows; page starts at 1. */
            total_pages: number;
            /** @description The next page number; null on the last page and past the end. */
            next_page: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DeveloperActivity */
        DeveloperActivity: {
            /** @description The account (null when the activity has none); null when unknown. */
            account_id: string | null;
            activity_type: string;
            /** @description Who did it (e-mail or other identifier); null when unknown. */
            actor: string | null;
            source_type: string;
            /** @description The activity source (WEBSITE, DOCS, PRODUCT, GITHUB). */
            source: string;
            /** @description The copied command or code, secrets redacted (copies only); null when unknown. */
            copied_text: string | null;
            /** @description Epoch milliseconds. */
            action_time: number;
        };
        /** DeveloperActivityResults */
        DeveloperActivityResults: {
            data: components["schemas"]["DeveloperActivity"][];
            /** @description Only with `page`: pages of 1000 activities. */
            total_pages?: number;
            /** @description Only with `page`: the next page number; null on the last page. */
            next_page?: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DeveloperDeletion */
        DeveloperDeletion: {
            data: {
                developer_id: string;
                activities: number;
                identities: number;
                visitors: number;
                list_rows: number;
                contacts: number;
                audience_members: number;
            };
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DeveloperTagsChange */
        DeveloperTagsChange: {
            /** @description The new tags. */
            tags: string[];
        };
        /** DeveloperTags */
        DeveloperTags: {
            data: {
                developer_id: string;
                /** @description Comma-separated, as Developer records show them. */
                tags: string;
            };
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** IdentityConflictList */
        IdentityConflictList: {
            data: {
                id: string;
                /** @description identify, contacts, github or migration. */
                source: string;
                /** @description distinct_emails, verified_person or identity_taken. */
                reason: string;
                claim: {
                    type: "email" | "github" | "linkedin";
                    /** @description Canonical form. */
                    username: string;
                }[];
                developer_ids: string[];
                /** @description The visitor that made the claim last (identify), else null. */
                visitor_id: string | null;
                /** @description How many times the same claim was refused. */
                occurrences: number;
                /** @description When it was first refused, ISO 8601 UTC. */
                created_time: string;
                /** @description When it was last refused, ISO 8601 UTC. */
                last_seen_time: string;
            }[];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DeveloperUnmerge */
        DeveloperUnmerge: {
            identity: {
                type: "email" | "github" | "linkedin";
                username: string;
            };
        };
        /** DeveloperUnmerged */
        DeveloperUnmerged: {
            data: {
                /** @description The person split off. */
                developer_id: string;
                from_developer_id: string;
                identities: {
                    type: "email" | "github" | "linkedin";
                    /** @description Canonical form. */
                    username: string;
                }[];
                visitors: number;
                activities: number;
            };
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** ListColumn */
        ListColumn: {
            /** @description Column name. */
            clientKey: string;
            /** @description Field type, e.g. String. */
            fieldType: string;
        };
        /** NewList */
        NewList: {
            /** @description Unique within the workspace. */
            name: string;
            description?: string;
            type: "ACCOUNT" | "DEVELOPER";
            /** @description The clientKey (in mapping) of the column holding the domain (ACCOUNT) or the e-mail, GitHub login or LinkedIn id (DEVELOPER). */
            primaryKey: string;
            mapping: components["schemas"]["ListColumn"][];
        };
        /** List */
        List: {
            id: string;
            name: string;
            /** @description '' when none was given. */
            description: string;
            /** @description ACCOUNT or DEVELOPER */
            type: string;
        };
        /** Lists */
        Lists: components["schemas"]["List"][];
        /** ListRow */
        ListRow: {
            /** @description A domain (ACCOUNT lists); an e-mail, GitHub login (or github.com URL, or github:login) or LinkedIn id (or linkedin.com/in/ URL, or linkedin:id) for DEVELOPER lists. */
            primaryKey: string;
            /** @description The column of the primary key; must be mapped. */
            clientKey?: string;
            fieldType?: string;
            /** @description Column name to value; names must be mapped columns. */
            companyData?: {
                [key: string]: string | number | boolean | null;
            };
        };
        /** ListRows */
        ListRows: {
            /** @description 1 to 1000 rows; any bad row rejects the call. */
            entities: components["schemas"]["ListRow"][];
            type?: "ACCOUNT" | "DEVELOPER";
        };
        /** ListRowsAdded */
        ListRowsAdded: {
            data: {
                list_id: string;
                /** @description Rows whose primary key was new to the list. */
                added: number;
                /** @description Rows that replaced a row with the same primary key. */
                updated: number;
            };
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** Audience */
        Audience: {
            id: string;
            name: string;
            /** @description SEGMENT */
            source: string;
            /** @description The segment id. */
            source_id: string;
            filter: components["schemas"]["AudienceFilter"];
            limit: number;
            verified_only: boolean;
            count: number;
            credits_consumed: number;
            auto_refresh: boolean;
            created_by: string;
            /** @description Last member refresh: ISO 8601 UTC with milliseconds; null when never. */
            last_synced_at: string | null;
            /** @description Creation: ISO 8601 UTC with milliseconds. */
            created_at: string;
            /** @description Last change: ISO 8601 UTC with milliseconds. */
            updated_at: string;
            /** @description BUYER */
            type: string;
        };
        /** AudienceResults */
        AudienceResults: {
            data: components["schemas"]["Audience"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AudienceSettings */
        AudienceSettings: {
            id: string;
            name: string;
            /** @description The BUYER segment it is built from. */
            source_id: string;
            /** @description The AudienceFilter narrowing the segment. */
            filter: unknown;
            limit: number;
            verified_only: boolean;
            auto_refresh: boolean;
            /** @description Members now. */
            count: number;
            /** @description When the members were last computed (epoch ms). */
            last_synced_at: number | null;
        };
        /** CreateAudienceResponse */
        CreateAudienceResponse: {
            data: components["schemas"]["AudienceSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AudienceMember */
        AudienceMember: {
            /** @description The contact id. */
            id: string;
            /** @description DEVTRAIL */
            source: string;
            /** @description Full name; null when unknown. */
            full_name: string | null;
            /** @description Job title; null when unknown. */
            designation: string | null;
            /** @description The contact's account id; null when unknown. */
            org_id: string | null;
            /** @description State or region; null when unknown. */
            state: string | null;
            /** @description Country; null when unknown. */
            country: string | null;
            email: string;
            email_verified: boolean;
            /** @description BUYER */
            type: string;
            /** @description The CRM record id once synced; null when unknown. */
            isCrmSynced: string | null;
            /** @description Last CRM sync: ISO 8601 UTC with milliseconds; null when never. */
            crmLastSyncedTime: string | null;
        };
        /** AudienceMemberPage */
        AudienceMemberPage: {
            data: components["schemas"]["AudienceMember"][];
            /** @description The page answered. */
            page_no: number;
            /** @description Always 100. */
            page_size: number;
            total_pages: number;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** CrmSelection */
        CrmSelection: {
            /** @description Segment ids: ACCOUNT segments send companies, DEVELOPER and BUYER segments contacts. */
            segments: string[];
            /** @description Audience ids: their members are sent as contacts. */
            audiences: string[];
        };
        /** CrmRun */
        CrmRun: {
            started_at: string;
            /** @description When the run finished; null when never. */
            finished_at: string | null;
            pages_total: number;
            pages_done: number;
            records_sent: number;
            records_unchanged: number;
            records_failed: number;
        };
        /** CrmRecordError */
        CrmRecordError: {
            /** @description `company` or `person`. */
            object: string;
            /** @description The domain or e-mail. */
            key: string;
            reason: string;
            /** @description When it failed; null when never. */
            at: string | null;
        };
        /** CrmConnection */
        CrmConnection: {
            /** @enum {string} */
            crm: "hubspot" | "salesforce";
            /**
             * @description `paused`: the CRM refused the credential or a field is missing; nothing is sent until it is fixed.
             * @enum {string}
             */
            status: "active" | "paused";
            /** @description Why it is paused; null when active. */
            status_reason: string | null;
            selection: components["schemas"]["CrmSelection"];
            last_run: components["schemas"]["CrmRun"] | null;
            /** @description When a run last finished; null when never. */
            last_success_at: string | null;
            /** @description When the next run is due; null when never. */
            next_run_at: string | null;
            records_synced: number;
            records_failing: number;
            /** @description Records whose last upsert failed, newest first (at most 20). */
            errors: components["schemas"]["CrmRecordError"][];
        };
        /** CrmConnectionList */
        CrmConnectionList: {
            data: components["schemas"]["CrmConnection"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** CrmConnectionAnswer */
        CrmConnectionAnswer: {
            data: components["schemas"]["CrmConnection"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** CrmDisconnection */
        CrmDisconnection: {
            data: {
                disconnected: boolean;
            };
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** GetStatsOverviewResponse */
        GetStatsOverviewResponse: {
            data: {
                /** @description First day of the range. */
                from: string;
                /** @description Last day of the range (inclusive). */
                to: string;
                /** @description First day of the previous period (as long as the range, just before it). */
                previous_from: string;
                /** @description Last day of the previous period. */
                previous_to: string;
                /** @description Days and sources with activity, by day then source. */
                series: {
                    /** @description UTC day, YYYY-MM-DD. */
                    date: string;
                    /** @description WEBSITE, DOCS, PRODUCT or GITHUB. */
                    activity_source: string;
                    /** @description Page visits that day from that source. */
                    page_visits: number;
                    /** @description Copies that day from that source. */
                    copies: number;
                    /** @description Sign-ins that day from that source. */
                    sign_ins: number;
                    /** @description Identified developers active that day on that source (exact or estimated like the totals). */
                    developers: number;
                    /** @description Identifies refused by identity verification that day on that source. */
                    identify_rejected: number;
                }[];
                totals: components["schemas"]["OverviewTotals"];
                previous: components["schemas"]["OverviewTotals"];
            };
            request_id: string;
        };
        /** TopRowResults */
        TopRowResults: {
            data: components["schemas"]["TopRow"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** PageVitalsResults */
        PageVitalsResults: {
            data: components["schemas"]["PageVitals"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** LiveActivityResults */
        LiveActivityResults: {
            data: components["schemas"]["LiveActivity"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** GetStatsAccountResponse */
        GetStatsAccountResponse: {
            data: components["schemas"]["Account"];
            request_id: string;
        };
        /** GetStatsDeveloperResponse */
        GetStatsDeveloperResponse: {
            data: components["schemas"]["DeveloperProfile"];
            request_id: string;
        };
        /** TimelineActivityResults */
        TimelineActivityResults: {
            data: components["schemas"]["TimelineActivity"][];
            /** @description Only with `page`: pages of 1000 activities. */
            total_pages?: number;
            /** @description Only with `page`: the next page number; null on the last page. */
            next_page?: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** IngestDropResults */
        IngestDropResults: {
            data: components["schemas"]["IngestDrop"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AssetSettings */
        AssetSettings: {
            id: string;
            kind: "WEBSITE" | "DOCS" | "PRODUCT";
            name: string;
            /** @description The public client ID the tracker sends. */
            client_id: string;
            /** @description Origins allowed to send events; `*` allows any. */
            allowed_origins: string[];
            /** @description signed: only identifies signed with the identify secret count; unsigned: unsigned ones count too. */
            identify_policy: "signed" | "unsigned";
            /** @description When the identify secret was made (epoch ms); null when there is none. The secret is never shown again. */
            identify_secret_created_at: number | null;
            /** @description Epoch ms. */
            created_at: number;
        };
        /** ListAssetsResponse */
        ListAssetsResponse: {
            data: components["schemas"]["AssetSettings"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** CreateAssetResponse */
        CreateAssetResponse: {
            data: components["schemas"]["AssetSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** GetAssetResponse */
        GetAssetResponse: {
            data: components["schemas"]["AssetSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** UpdateAssetResponse */
        UpdateAssetResponse: {
            data: components["schemas"]["AssetSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DeleteAssetResponse */
        DeleteAssetResponse: {
            data: components["schemas"]["AssetSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** NewIdentifySecret */
        NewIdentifySecret: {
            asset_id: string;
            /** @description Give it to the backend that signs identities: it is shown only in this answer. */
            secret: string;
            created_at: number;
            /** @description Until when the secret it replaced is still accepted (epoch ms); null when none stays valid. */
            previous_expires_at: number | null;
        };
        /** RotateIdentifySecretResponse */
        RotateIdentifySecretResponse: {
            data: components["schemas"]["NewIdentifySecret"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AssetSnippet */
        AssetSnippet: {
            asset_id: string;
            client_id: string;
            /** @description The tracker version the script tag is pinned to. */
            version: string;
            /** @description The script tag with its SRI hash, and the inline init. */
            scriptTag: string;
            /** @description The npm loader call. */
            loader: string;
            csp: {
                scriptSrc: string;
                connectSrc: string;
            };
            scriptUrl: string;
            /** @description The SRI hash of the pinned script. */
            integrity: string;
        };
        /** GetAssetSnippetResponse */
        GetAssetSnippetResponse: {
            data: components["schemas"]["AssetSnippet"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** KeyScope */
        KeyScope: "read" | "write" | "admin";
        /** ApiKeySettings */
        ApiKeySettings: {
            id: string;
            name: string;
            /** @description The first characters of the key, to tell keys apart. */
            key_prefix: string;
            /** @description read: reads and exports; write: also data writes (list rows, tags, unmerge, delete a person); admin: also the workspace settings. */
            scope: components["schemas"]["KeyScope"];
            created_at: number;
            /** @description When it was revoked (epoch ms), null while active. */
            revoked_at: number | null;
            /** @description When it was last used (epoch ms, recorded at most once a minute), null when never. */
            last_used_at: number | null;
        };
        /** ListApiKeysResponse */
        ListApiKeysResponse: {
            data: components["schemas"]["ApiKeySettings"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** NewApiKey */
        NewApiKey: {
            /** @description The key: store it now, it is shown only in this answer. */
            key: string;
            api_key: components["schemas"]["ApiKeySettings"];
        };
        /** CreateApiKeyResponse */
        CreateApiKeyResponse: {
            data: components["schemas"]["NewApiKey"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** RevokeApiKeyResponse */
        RevokeApiKeyResponse: {
            data: components["schemas"]["ApiKeySettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** GetSegmentSettingsResponse */
        GetSegmentSettingsResponse: {
            data: components["schemas"]["SegmentSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** UpdateSegmentResponse */
        UpdateSegmentResponse: {
            data: components["schemas"]["SegmentSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DeleteSegmentResponse */
        DeleteSegmentResponse: {
            data: components["schemas"]["SegmentSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** UpdateAudienceResponse */
        UpdateAudienceResponse: {
            data: components["schemas"]["AudienceSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DeleteAudienceResponse */
        DeleteAudienceResponse: {
            data: components["schemas"]["AudienceSettings"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** GithubHook */
        GithubHook: {
            /** @description The id in the Payload URL /v1/github/{id}. */
            id: string;
            created_at: number;
        };
        /** ListGithubHooksResponse */
        ListGithubHooksResponse: {
            data: components["schemas"]["GithubHook"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** GithubConnection */
        GithubConnection: {
            hook: components["schemas"]["GithubHook"];
            payload_url: string;
            /** @enum {string} */
            content_type: "application/json";
            /** @description Paste it into GitHub now: it is shown only in this answer. */
            secret: string;
            /** @description The events to select in GitHub. */
            events: string[];
        };
        /** ConnectGithubHookResponse */
        ConnectGithubHookResponse: {
            data: components["schemas"]["GithubConnection"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** DisconnectGithubHookResponse */
        DisconnectGithubHookResponse: {
            data: components["schemas"]["GithubHook"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** NetworkMapping */
        NetworkMapping: {
            /** @description `AS<number>` or a CIDR in canonical form. */
            network: string;
            /** @description The account domain anonymous visitors from it count for. */
            domain: string;
            created_at: number;
            updated_at: number;
        };
        /** ListNetworkMappingsResponse */
        ListNetworkMappingsResponse: {
            data: components["schemas"]["NetworkMapping"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AddNetworkMappingResponse */
        AddNetworkMappingResponse: {
            data: components["schemas"]["NetworkMapping"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** RemoveNetworkMappingResponse */
        RemoveNetworkMappingResponse: {
            data: components["schemas"]["NetworkMapping"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AuditEvent */
        AuditEvent: {
            id: string;
            /** @description When (epoch ms). */
            at: number;
            /** @description Who: `api_key:<id>`, `user:<id>` or `cli`. */
            actor_label: string;
            /** @description The signed-in user, or null. */
            actor_user_id: string | null;
            /** @description The API key used (directly or through a dashboard session), or null. */
            actor_api_key_id: string | null;
            /** @description What was done, such as asset.update. */
            action: string;
            target_type: string;
            /** @description The thing changed, or null. */
            target_id: string | null;
            /** @description The client address; null for the CLI. */
            address: string | null;
            /** @description The settings before (secrets only as "set"/"rotated"), or null. */
            before: unknown;
            /** @description The settings after, or null. */
            after: unknown;
        };
        /** AuditEventPage */
        AuditEventPage: {
            data: components["schemas"]["AuditEvent"][];
            /** @description Pages of 100 rows; page starts at 1. */
            total_pages: number;
            /** @description The next page number; null on the last page and past the end. */
            next_page: number | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AlertFilters */
        AlertFilters: {
            /** @description Only accounts (ACCOUNT segment) or developers (DEVELOPER segment) in this segment. */
            segmentId?: string;
            /** @description Only accounts with a contact in this audience. */
            audienceId?: string;
            /** @description Only activities from these sources. */
            sources?: ("WEBSITE" | "DOCS" | "PRODUCT" | "GITHUB")[];
            /** @description Only accounts with one of these customer fits. */
            customerFits?: ("STRONG" | "MODERATE" | "WEAK")[];
            /** @description Only accounts (else activities) in these countries (ISO 3166-1 alpha-2). */
            countries?: string[];
        };
        /** AlertRule */
        AlertRule: {
            id: string;
            name: string;
            /** @enum {string} */
            trigger: "level_medium" | "level_high" | "new_developer" | "first_seen" | "github_star" | "github_fork" | "github_issue" | "command_copy" | "page_visit" | "first_product_login";
            /** @description page_visit and command_copy: the page or copied text matched ('*' is any run of characters); null otherwise. */
            pattern: string | null;
            filters: components["schemas"]["AlertFilters"];
            destination_ids: string[];
            /** @description At most one alert per account in this window (ms; 0: one per matching activity). */
            quiet_window_ms: number;
            /** @description Past this many alerts in an hour, the rest of the hour is sent as one digest; null: never. */
            digest_above: number | null;
            enabled: boolean;
            /** @description epoch ms */
            created_at: number;
            /** @description epoch ms */
            updated_at: number;
        };
        /** AlertRuleList */
        AlertRuleList: {
            data: components["schemas"]["AlertRule"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** NewAlertRule */
        NewAlertRule: {
            /** @description Unique within the workspace. */
            name: string;
            /** @enum {string} */
            trigger: "level_medium" | "level_high" | "new_developer" | "first_seen" | "github_star" | "github_fork" | "github_issue" | "command_copy" | "page_visit" | "first_product_login";
            pattern?: string | null;
            filters?: components["schemas"]["AlertFilters"];
            destination_ids: string[];
            /** @description Default 24 h. */
            quiet_window_ms?: number;
            digest_above?: number | null;
            enabled?: boolean;
        };
        /** AlertRuleAnswer */
        AlertRuleAnswer: {
            data: components["schemas"]["AlertRule"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AlertRuleChanges */
        AlertRuleChanges: {
            /** @description Unique within the workspace. */
            name?: string;
            /** @enum {string} */
            trigger?: "level_medium" | "level_high" | "new_developer" | "first_seen" | "github_star" | "github_fork" | "github_issue" | "command_copy" | "page_visit" | "first_product_login";
            pattern?: string | null;
            filters?: components["schemas"]["AlertFilters"];
            destination_ids?: string[];
            /** @description Default 24 h. */
            quiet_window_ms?: number;
            digest_above?: number | null;
            enabled?: boolean;
        };
        /** AlertDestination */
        AlertDestination: {
            id: string;
            name: string;
            kind: "slack" | "webhook" | "email";
            /** @description A webhook's URL; null for Slack (its URL is a credential, kept sealed) and e-mail. */
            url: string | null;
            /** @description E-mail recipients (empty for the other kinds). */
            recipients: string[];
            /** @description daily or weekly digest e-mail; null: none. */
            digest: string | null;
            /** @description When the rotated-out secret stops signing (epoch ms); null when only one secret signs. */
            previous_secret_expires_at: number | null;
            /** @description Since when every delivery failed (epoch ms); null when the last one succeeded. */
            failing_since: number | null;
            /** @description When it was paused for failing (epoch ms); null while active. A successful test resumes it. */
            paused_at: number | null;
            /** @description Why it was paused. */
            paused_reason: string | null;
            /** @description epoch ms */
            created_at: number;
        };
        /** AlertDestinationList */
        AlertDestinationList: {
            data: components["schemas"]["AlertDestination"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** NewAlertDestination */
        NewAlertDestination: {
            name: string;
            kind: "slack" | "webhook" | "email";
            /** @description slack and webhook: a public https URL. */
            url?: string;
            /** @description email: the recipients. */
            recipients?: string[];
            digest?: "daily" | "weekly" | null;
        };
        /** AlertDestinationWithSecret */
        AlertDestinationWithSecret: {
            data: components["schemas"]["AlertDestination"];
            secret: string | null;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AlertDestinationAnswer */
        AlertDestinationAnswer: {
            data: components["schemas"]["AlertDestination"];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AlertDelivery */
        AlertDelivery: {
            /** @description Also the webhook-id of a webhook delivery. */
            id: string;
            destination_id: string;
            /** @description null for tests and scheduled digests. */
            rule_id: string | null;
            /** @description The account the alert is about, when it is about one. */
            account_id: string | null;
            /** @description alert, digest or test. */
            kind: string;
            /** @description pending, retrying, delivered, failed (final), digest (held for the hourly digest) or digested. */
            status: string;
            attempts: number;
            /** @description The last HTTP status; null without an HTTP answer. */
            response_code: number | null;
            /** @description The first 1 KB of the last response. */
            response_body: string | null;
            /** @description Why the last attempt failed. */
            error: string | null;
            /** @description epoch ms */
            created_at: number;
            /** @description epoch ms */
            updated_at: number;
        };
        /** AlertDestinationTest */
        AlertDestinationTest: {
            data: components["schemas"]["AlertDelivery"];
            resumed: boolean;
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
        /** AlertSecretRotation */
        AlertSecretRotation: {
            overlap_ms?: number;
        };
        /** AlertDeliveryList */
        AlertDeliveryList: {
            data: components["schemas"]["AlertDelivery"][];
            /** @description The id of this request (also the x-request-id header). */
            request_id: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The id of this request: the `request_id` of the body, and what to quote when reporting a problem. */
        RequestId: string;
        /** @description Seconds to wait before sending the request again. */
        RetryAfter: number;
        /** @description Requests this key may make per window. */
        RateLimitLimit: number;
        /** @description Requests left in the current window. */
        RateLimitRemaining: number;
        /** @description Seconds until the window resets. */
        RateLimitReset: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listSegments: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSegment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    type: "ACCOUNT" | "DEVELOPER" | "BUYER";
                    name: string;
                    description?: string;
                    /** @description The saved filter, checked against the segment's type (AccountSegmentFilter, DeveloperSegmentFilter, BuyerSegmentFilter). */
                    filter?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateSegmentResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSegmentAccounts: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The segment id. */
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSegmentDevelopers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The segment id. */
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentDeveloperPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSegmentBuyers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The segment id. */
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SegmentDeveloperPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    findAccountByDomain: {
        parameters: {
            query: {
                /** @description A company domain, e.g. acme.com. */
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAccountActivities: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The account id. */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountActivityResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAccountDevelopers: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The account id. */
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeveloperActivities: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path: {
                /** @description The developer id. */
                developer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperActivityResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDeveloper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The developer id, or an e-mail of the person. */
                developer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was removed, by kind. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperDeletion"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setDeveloperTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The developer id. */
                developer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeveloperTagsChange"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperTags"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listIdentityConflicts: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityConflictList"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    unmergeDeveloper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The developer id, or an e-mail of the person. */
                developer_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeveloperUnmerge"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeveloperUnmerged"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLists: {
        parameters: {
            query?: never;
            header: {
                /** @description E-mail of the person whose lists these are (required). */
                user: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lists"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createList: {
        parameters: {
            query?: never;
            header: {
                /** @description E-mail of the person whose lists these are (required). */
                user: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewList"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["List"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description name_taken: a list of that name exists */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addListRows: {
        parameters: {
            query?: never;
            header: {
                /** @description E-mail of the person whose lists these are (required). */
                user: string;
            };
            path: {
                /** @description The list id. */
                list_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListRows"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRowsAdded"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description payload_too_large: the body is over 16 MiB */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAudiences: {
        parameters: {
            query?: {
                /** @description Audience type, e.g. BUYER (case ignored). */
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AudienceResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAudience: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    segment_id: string;
                    designation?: string[];
                    location?: string[];
                    job_function?: string[];
                    seniority?: string[];
                    limit?: number;
                    verified_only?: boolean;
                    auto_refresh?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateAudienceResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAudienceMembers: {
        parameters: {
            query: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page: number;
            };
            header?: never;
            path: {
                /** @description The audience id. */
                audience_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AudienceMemberPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCrmConnections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionList"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setCrmSelection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM. */
                crm: "hubspot" | "salesforce";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrmSelection"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionAnswer"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    syncCrmNow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM. */
                crm: "hubspot" | "salesforce";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmConnectionAnswer"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disconnectCrm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CRM. */
                crm: "hubspot" | "salesforce";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CrmDisconnection"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStatsOverview: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD (default: 29 days before `to`). */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, inclusive (default: today). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetStatsOverviewResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsTopPages: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD (default: 29 days before `to`). */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, inclusive (default: today). */
                to?: string;
                /** @description Rows at most (default 10, at most 1000). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopRowResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsTopCopies: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD (default: 29 days before `to`). */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, inclusive (default: today). */
                to?: string;
                /** @description Rows at most (default 10, at most 1000). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopRowResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsTopReferrers: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD (default: 29 days before `to`). */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, inclusive (default: today). */
                to?: string;
                /** @description Rows at most (default 10, at most 1000). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopRowResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsTopCountries: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD (default: 29 days before `to`). */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, inclusive (default: today). */
                to?: string;
                /** @description Rows at most (default 10, at most 1000). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopRowResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsWebVitals: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD (default: 29 days before `to`). */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, inclusive (default: today). */
                to?: string;
                /** @description Rows at most (default 10, at most 1000). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageVitalsResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsLiveActivities: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveActivityResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsAccounts: {
        parameters: {
            query?: {
                search?: string;
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStatsAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetStatsAccountResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStatsDeveloper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                developer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetStatsDeveloperResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsDeveloperTimeline: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
            };
            header?: never;
            path: {
                developer_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineActivityResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStatsIngestDrops: {
        parameters: {
            query?: {
                /** @description First UTC day, YYYY-MM-DD (default: 29 days before `to`). */
                from?: string;
                /** @description Last UTC day, YYYY-MM-DD, inclusive (default: today). */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestDropResults"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The table path followed by .csv */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, streamed */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAssets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAssetsResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAsset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: "WEBSITE" | "DOCS" | "PRODUCT";
                    name?: string;
                    /** @description Allowed origins such as https://docs.example.com; `*` allows any. */
                    allowed_origins: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateAssetResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAssetResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteAssetResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @description Allowed origins such as https://docs.example.com; `*` allows any. */
                    allowed_origins?: string[];
                    identify_policy?: "signed" | "unsigned";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateAssetResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateIdentifySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How long the replaced secret stays valid (default 24 h). */
                    overlap_ms?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotateIdentifySecretResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAssetSnippet: {
        parameters: {
            query?: {
                /** @description The Devtrail server as browsers reach it (default: this request's origin). */
                url?: string;
            };
            header?: never;
            path: {
                asset_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetAssetSnippetResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListApiKeysResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Default read. */
                    scope?: components["schemas"]["KeyScope"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateApiKeyResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokeApiKeyResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSegmentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetSegmentSettingsResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSegment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteSegmentResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSegment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                segment_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    /** @description The saved filter, checked against the segment's type (AccountSegmentFilter, DeveloperSegmentFilter, BuyerSegmentFilter). */
                    filter?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateSegmentResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAudience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                audience_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteAudienceResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAudience: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                audience_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    auto_refresh?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateAudienceResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listGithubHooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListGithubHooksResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    connectGithubHook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The Devtrail server as GitHub reaches it (default: this request's origin). */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectGithubHookResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disconnectGithubHook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                hook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DisconnectGithubHookResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNetworkMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListNetworkMappingsResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addNetworkMapping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A CIDR such as 192.0.2.0/24, or AS64500. */
                    network: string;
                    /** @description The company domain, e.g. acme.io. */
                    domain: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddNetworkMappingResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeNetworkMapping: {
        parameters: {
            query: {
                /** @description The mapped CIDR or AS number. */
                network: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoveNetworkMappingResponse"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1 (default 1) to 1,000,000. */
                page?: number;
                /** @description Only changes at or after this time (epoch ms). */
                since?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAlertRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRuleList"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAlertRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAlertRule"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRuleAnswer"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAlertRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRuleAnswer"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAlertRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRuleAnswer"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAlertRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rule_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertRuleChanges"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRuleAnswer"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAlertDestinations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDestinationList"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAlertDestination: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAlertDestination"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDestinationWithSecret"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAlertDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDestinationAnswer"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testAlertDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDestinationTest"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    rotateAlertDestinationSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertSecretRotation"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDestinationWithSecret"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAlertDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                destination_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDeliveryList"];
                };
            };
            /** @description params_invalid: a bad parameter or body */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unauthorized: missing, unknown or revoked x-api-key */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description forbidden: the key or session lacks the scope this operation needs */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description not_found: unknown id, or an id of another workspace */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rate_limited: too many requests for this key (see Retry-After) */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    "x-ratelimit-limit": components["headers"]["RateLimitLimit"];
                    "x-ratelimit-remaining": components["headers"]["RateLimitRemaining"];
                    "x-ratelimit-reset": components["headers"]["RateLimitReset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description unavailable: the store is not answering (see Retry-After) */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
