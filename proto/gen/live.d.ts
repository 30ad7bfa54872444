import * as $protobuf from "protobufjs";
export namespace live {

    interface IEnvelope {
        code?: (number|null);
        seq?: (number|null);
        ts?: (number|null);
        body?: (Uint8Array|null);
        crc?: (number|null);
    }

    class Envelope implements IEnvelope {
        constructor(properties?: live.IEnvelope);
        public code: number;
        public seq: number;
        public ts: number;
        public body: Uint8Array;
        public crc: number;
        public static create(properties?: live.IEnvelope): live.Envelope;
        public static encode(message: live.IEnvelope, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Envelope;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IPacket {
        frames?: (live.IEnvelope[]|null);
    }

    class Packet implements IPacket {
        constructor(properties?: live.IPacket);
        public frames: live.IEnvelope[];
        public static create(properties?: live.IPacket): live.Packet;
        public static encode(message: live.IPacket, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Packet;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IPing {
        clientTs?: (number|null);
    }

    class Ping implements IPing {
        constructor(properties?: live.IPing);
        public clientTs: number;
        public static create(properties?: live.IPing): live.Ping;
        public static encode(message: live.IPing, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Ping;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IPong {
        clientTs?: (number|null);
        serverTs?: (number|null);
        protocolVersion?: (number|null);
        feedSpeed?: (number|null);
    }

    class Pong implements IPong {
        constructor(properties?: live.IPong);
        public clientTs: number;
        public serverTs: number;
        public protocolVersion: number;
        public feedSpeed: number;
        public static create(properties?: live.IPong): live.Pong;
        public static encode(message: live.IPong, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Pong;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IListRequest {
        sportType?: (number|null);
        stream?: (string|null);
        afterSeq?: (number|null);
    }

    class ListRequest implements IListRequest {
        constructor(properties?: live.IListRequest);
        public sportType: number;
        public stream: string;
        public afterSeq: number;
        public static create(properties?: live.IListRequest): live.ListRequest;
        public static encode(message: live.IListRequest, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.ListRequest;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ICompetition {
        id?: (number|null);
        name?: (string|null);
        logo?: (string|null);
        color?: (string|null);
        initial?: (string|null);
        firstTier?: (boolean|null);
        hot?: (boolean|null);
        shortName?: (string|null);
    }

    class Competition implements ICompetition {
        constructor(properties?: live.ICompetition);
        public id: number;
        public name: string;
        public logo: string;
        public color: string;
        public initial: string;
        public firstTier: boolean;
        public hot: boolean;
        public shortName: string;
        public static create(properties?: live.ICompetition): live.Competition;
        public static encode(message: live.ICompetition, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Competition;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ITeam {
        id?: (number|null);
        name?: (string|null);
        logo?: (string|null);
        position?: (number|null);
    }

    class Team implements ITeam {
        constructor(properties?: live.ITeam);
        public id: number;
        public name: string;
        public logo: string;
        public position: number;
        public static create(properties?: live.ITeam): live.Team;
        public static encode(message: live.ITeam, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Team;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILotteryInfo {
        matchId?: (number|null);
        lotteryId?: (number|null);
        issueNum?: (string|null);
    }

    class LotteryInfo implements ILotteryInfo {
        constructor(properties?: live.ILotteryInfo);
        public matchId: number;
        public lotteryId: number;
        public issueNum: string;
        public static create(properties?: live.ILotteryInfo): live.LotteryInfo;
        public static encode(message: live.ILotteryInfo, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.LotteryInfo;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IAnchorBrief {
        avatar?: (string|null);
        roomId?: (number|null);
        customId?: (number|null);
        nickname?: (string|null);
    }

    class AnchorBrief implements IAnchorBrief {
        constructor(properties?: live.IAnchorBrief);
        public avatar: string;
        public roomId: number;
        public customId: number;
        public nickname: string;
        public static create(properties?: live.IAnchorBrief): live.AnchorBrief;
        public static encode(message: live.IAnchorBrief, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.AnchorBrief;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IMatchItem {
        iArr?: (number[]|null);
        sArr?: (string[]|null);
        homeScore?: (number[]|null);
        awayScore?: (number[]|null);
        roomArr?: (number[]|null);
        living?: (live.IAnchorBrief[]|null);
        preview?: (live.IAnchorBrief[]|null);
    }

    class MatchItem implements IMatchItem {
        constructor(properties?: live.IMatchItem);
        public iArr: number[];
        public sArr: string[];
        public homeScore: number[];
        public awayScore: number[];
        public roomArr: number[];
        public living: live.IAnchorBrief[];
        public preview: live.IAnchorBrief[];
        public static create(properties?: live.IMatchItem): live.MatchItem;
        public static encode(message: live.IMatchItem, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.MatchItem;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IMatchListResponse {
        cArr?: (live.ICompetition[]|null);
        tArr?: (live.ITeam[]|null);
        lArr?: (live.ILotteryInfo[]|null);
        matches?: (live.IMatchItem[]|null);
        code?: (number|null);
        sportType?: (number|null);
        seq?: (number|null);
        serverTime?: (number|null);
        stream?: (string|null);
        rooms?: (live.ILiveRoomItem[]|null);
    }

    class MatchListResponse implements IMatchListResponse {
        constructor(properties?: live.IMatchListResponse);
        public cArr: live.ICompetition[];
        public tArr: live.ITeam[];
        public lArr: live.ILotteryInfo[];
        public matches: live.IMatchItem[];
        public code: number;
        public sportType: number;
        public seq: number;
        public serverTime: number;
        public stream: string;
        public rooms: live.ILiveRoomItem[];
        public static create(properties?: live.IMatchListResponse): live.MatchListResponse;
        public static encode(message: live.IMatchListResponse, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.MatchListResponse;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IScoreObj {
        matchId?: (number|null);
        statusId?: (number|null);
        homeScore?: (number[]|null);
        awayScore?: (number[]|null);
        goingTime?: (number|null);
        note?: (string|null);
        homeOverTimeScores?: (number[]|null);
        awayOverTimeScores?: (number[]|null);
        clockSeconds?: (number|null);
    }

    class ScoreObj implements IScoreObj {
        constructor(properties?: live.IScoreObj);
        public matchId: number;
        public statusId: number;
        public homeScore: number[];
        public awayScore: number[];
        public goingTime: number;
        public note: string;
        public homeOverTimeScores: number[];
        public awayOverTimeScores: number[];
        public clockSeconds: number;
        public static create(properties?: live.IScoreObj): live.ScoreObj;
        public static encode(message: live.IScoreObj, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.ScoreObj;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IStat {
        type?: (number|null);
        home?: (number|null);
        away?: (number|null);
    }

    class Stat implements IStat {
        constructor(properties?: live.IStat);
        public type: number;
        public home: number;
        public away: number;
        public static create(properties?: live.IStat): live.Stat;
        public static encode(message: live.IStat, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Stat;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IStatList {
        items?: (live.IStat[]|null);
    }

    class StatList implements IStatList {
        constructor(properties?: live.IStatList);
        public items: live.IStat[];
        public static create(properties?: live.IStatList): live.StatList;
        public static encode(message: live.IStatList, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.StatList;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ITliveEntry {
        main?: (boolean|null);
        type?: (number|null);
        position?: (number|null);
        time?: (string|null);
        data?: (string|null);
        index?: (number|null);
    }

    class TliveEntry implements ITliveEntry {
        constructor(properties?: live.ITliveEntry);
        public main: boolean;
        public type: number;
        public position: number;
        public time: string;
        public data: string;
        public index: number;
        public static create(properties?: live.ITliveEntry): live.TliveEntry;
        public static encode(message: live.ITliveEntry, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.TliveEntry;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ITliveList {
        items?: (live.ITliveEntry[]|null);
    }

    class TliveList implements ITliveList {
        constructor(properties?: live.ITliveList);
        public items: live.ITliveEntry[];
        public static create(properties?: live.ITliveList): live.TliveList;
        public static encode(message: live.ITliveList, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.TliveList;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IIncident {
        type?: (number|null);
        position?: (number|null);
        time?: (number|null);
        homeScore?: (number|null);
        awayScore?: (number|null);
        playerName?: (string|null);
        assist1Name?: (string|null);
        assist2Name?: (string|null);
        inPlayerName?: (string|null);
        outPlayerName?: (string|null);
        reasonType?: (number|null);
        addTime?: (number|null);
    }

    class Incident implements IIncident {
        constructor(properties?: live.IIncident);
        public type: number;
        public position: number;
        public time: number;
        public homeScore: number;
        public awayScore: number;
        public playerName: string;
        public assist1Name: string;
        public assist2Name: string;
        public inPlayerName: string;
        public outPlayerName: string;
        public reasonType: number;
        public addTime: number;
        public static create(properties?: live.IIncident): live.Incident;
        public static encode(message: live.IIncident, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Incident;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IIncidentList {
        items?: (live.IIncident[]|null);
    }

    class IncidentList implements IIncidentList {
        constructor(properties?: live.IIncidentList);
        public items: live.IIncident[];
        public static create(properties?: live.IIncidentList): live.IncidentList;
        public static encode(message: live.IIncidentList, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.IncidentList;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IVarCheck {
        reason?: (number|null);
        result?: (number|null);
        position?: (number|null);
        time?: (number|null);
    }

    class VarCheck implements IVarCheck {
        constructor(properties?: live.IVarCheck);
        public reason: number;
        public result: number;
        public position: number;
        public time: number;
        public static create(properties?: live.IVarCheck): live.VarCheck;
        public static encode(message: live.IVarCheck, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.VarCheck;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IPlayerStat {
        playerId?: (number|null);
        playerName?: (string|null);
        position?: (number|null);
        items?: (live.IStat[]|null);
    }

    class PlayerStat implements IPlayerStat {
        constructor(properties?: live.IPlayerStat);
        public playerId: number;
        public playerName: string;
        public position: number;
        public items: live.IStat[];
        public static create(properties?: live.IPlayerStat): live.PlayerStat;
        public static encode(message: live.IPlayerStat, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.PlayerStat;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IPlayerStatList {
        items?: (live.IPlayerStat[]|null);
    }

    class PlayerStatList implements IPlayerStatList {
        constructor(properties?: live.IPlayerStatList);
        public items: live.IPlayerStat[];
        public static create(properties?: live.IPlayerStatList): live.PlayerStatList;
        public static encode(message: live.IPlayerStatList, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.PlayerStatList;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IAnchorSeat {
        anchors?: (live.IAnchorBrief[]|null);
    }

    class AnchorSeat implements IAnchorSeat {
        constructor(properties?: live.IAnchorSeat);
        public anchors: live.IAnchorBrief[];
        public static create(properties?: live.IAnchorSeat): live.AnchorSeat;
        public static encode(message: live.IAnchorSeat, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.AnchorSeat;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILiveRoom {
        roomId?: (number|null);
        roomName?: (string|null);
        setCount?: (number|null);
        viewCount?: (number|null);
        coverPicture?: (string|null);
        hxRoomId?: (string|null);
        notice?: (string|null);
        living?: (boolean|null);
    }

    class LiveRoom implements ILiveRoom {
        constructor(properties?: live.ILiveRoom);
        public roomId: number;
        public roomName: string;
        public setCount: number;
        public viewCount: number;
        public coverPicture: string;
        public hxRoomId: string;
        public notice: string;
        public living: boolean;
        public static create(properties?: live.ILiveRoom): live.LiveRoom;
        public static encode(message: live.ILiveRoom, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.LiveRoom;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILiveAnchor {
        anchorCustomId?: (number|null);
        anchorAvatar?: (string|null);
        anchorName?: (string|null);
        anchorLevel?: (number|null);
        anchorIdentify?: (number|null);
    }

    class LiveAnchor implements ILiveAnchor {
        constructor(properties?: live.ILiveAnchor);
        public anchorCustomId: number;
        public anchorAvatar: string;
        public anchorName: string;
        public anchorLevel: number;
        public anchorIdentify: number;
        public static create(properties?: live.ILiveAnchor): live.LiveAnchor;
        public static encode(message: live.ILiveAnchor, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.LiveAnchor;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILiveMatch {
        sportType?: (number|null);
        status?: (number|null);
        goingTime?: (number|null);
        ncaa?: (number|null);
        homeTeamName?: (string|null);
        awayTeamName?: (string|null);
        homeTeamLogo?: (string|null);
        awayTeamLogo?: (string|null);
        competitionShortName?: (string|null);
        homeScores?: (number[]|null);
        awayScores?: (number[]|null);
        matchId?: (number|null);
    }

    class LiveMatch implements ILiveMatch {
        constructor(properties?: live.ILiveMatch);
        public sportType: number;
        public status: number;
        public goingTime: number;
        public ncaa: number;
        public homeTeamName: string;
        public awayTeamName: string;
        public homeTeamLogo: string;
        public awayTeamLogo: string;
        public competitionShortName: string;
        public homeScores: number[];
        public awayScores: number[];
        public matchId: number;
        public static create(properties?: live.ILiveMatch): live.LiveMatch;
        public static encode(message: live.ILiveMatch, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.LiveMatch;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILiveSw {
        channelName?: (string|null);
        swToken?: (string|null);
    }

    class LiveSw implements ILiveSw {
        constructor(properties?: live.ILiveSw);
        public channelName: string;
        public swToken: string;
        public static create(properties?: live.ILiveSw): live.LiveSw;
        public static encode(message: live.ILiveSw, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.LiveSw;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILiveRoomItem {
        room?: (live.ILiveRoom|null);
        anchor?: (live.ILiveAnchor|null);
        match?: (live.ILiveMatch|null);
        followStatus?: (number|null);
        prepareId?: (number|null);
        sw?: (live.ILiveSw|null);
    }

    class LiveRoomItem implements ILiveRoomItem {
        constructor(properties?: live.ILiveRoomItem);
        public room?: (live.ILiveRoom|null);
        public anchor?: (live.ILiveAnchor|null);
        public match?: (live.ILiveMatch|null);
        public followStatus: number;
        public prepareId: number;
        public sw?: (live.ILiveSw|null);
        public static create(properties?: live.ILiveRoomItem): live.LiveRoomItem;
        public static encode(message: live.ILiveRoomItem, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.LiveRoomItem;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILineupPlayer {
        playerId?: (number|null);
        name?: (string|null);
        number?: (number|null);
        position?: (string|null);
        x?: (number|null);
        y?: (number|null);
        captain?: (boolean|null);
        reason?: (number|null);
    }

    class LineupPlayer implements ILineupPlayer {
        constructor(properties?: live.ILineupPlayer);
        public playerId: number;
        public name: string;
        public number: number;
        public position: string;
        public x: number;
        public y: number;
        public captain: boolean;
        public reason: number;
        public static create(properties?: live.ILineupPlayer): live.LineupPlayer;
        public static encode(message: live.ILineupPlayer, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.LineupPlayer;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ITeamLineup {
        formation?: (string|null);
        coach?: (string|null);
        starters?: (live.ILineupPlayer[]|null);
        substitutes?: (live.ILineupPlayer[]|null);
        absent?: (live.ILineupPlayer[]|null);
    }

    class TeamLineup implements ITeamLineup {
        constructor(properties?: live.ITeamLineup);
        public formation: string;
        public coach: string;
        public starters: live.ILineupPlayer[];
        public substitutes: live.ILineupPlayer[];
        public absent: live.ILineupPlayer[];
        public static create(properties?: live.ITeamLineup): live.TeamLineup;
        public static encode(message: live.ITeamLineup, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.TeamLineup;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface ILineup {
        home?: (live.ITeamLineup|null);
        away?: (live.ITeamLineup|null);
    }

    class Lineup implements ILineup {
        constructor(properties?: live.ILineup);
        public home?: (live.ITeamLineup|null);
        public away?: (live.ITeamLineup|null);
        public static create(properties?: live.ILineup): live.Lineup;
        public static encode(message: live.ILineup, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.Lineup;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IOddsQuote {
        companyId?: (number|null);
        market?: (number|null);
        line?: (number|null);
        p1?: (number|null);
        p2?: (number|null);
        p3?: (number|null);
        minute?: (number|null);
        homeScore?: (number|null);
        awayScore?: (number|null);
        result?: (number|null);
    }

    class OddsQuote implements IOddsQuote {
        constructor(properties?: live.IOddsQuote);
        public companyId: number;
        public market: number;
        public line: number;
        public p1: number;
        public p2: number;
        public p3: number;
        public minute: number;
        public homeScore: number;
        public awayScore: number;
        public result: number;
        public static create(properties?: live.IOddsQuote): live.OddsQuote;
        public static encode(message: live.IOddsQuote, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.OddsQuote;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IOddsList {
        items?: (live.IOddsQuote[]|null);
    }

    class OddsList implements IOddsList {
        constructor(properties?: live.IOddsList);
        public items: live.IOddsQuote[];
        public static create(properties?: live.IOddsList): live.OddsList;
        public static encode(message: live.IOddsList, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.OddsList;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IMomentumPoint {
        minute?: (number|null);
        addTime?: (number|null);
        value?: (number|null);
        counts?: (number[]|null);
    }

    class MomentumPoint implements IMomentumPoint {
        constructor(properties?: live.IMomentumPoint);
        public minute: number;
        public addTime: number;
        public value: number;
        public counts: number[];
        public static create(properties?: live.IMomentumPoint): live.MomentumPoint;
        public static encode(message: live.IMomentumPoint, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.MomentumPoint;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IMomentumList {
        items?: (live.IMomentumPoint[]|null);
    }

    class MomentumList implements IMomentumList {
        constructor(properties?: live.IMomentumList);
        public items: live.IMomentumPoint[];
        public static create(properties?: live.IMomentumList): live.MomentumList;
        public static encode(message: live.IMomentumList, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.MomentumList;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRoomPatch {
        roomName?: (string|null);
        viewCount?: (number|null);
        coverPicture?: (string|null);
        notice?: (string|null);
    }

    class RoomPatch implements IRoomPatch {
        constructor(properties?: live.IRoomPatch);
        public roomName?: (string|null);
        public viewCount?: (number|null);
        public coverPicture?: (string|null);
        public notice?: (string|null);
        public static create(properties?: live.IRoomPatch): live.RoomPatch;
        public static encode(message: live.IRoomPatch, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RoomPatch;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRealtimeMessage {
        matchId?: (number|null);
        timestamp?: (number|null);
        type?: (number|null);
        hxRoomId?: (string|null);
        roomId?: (number|null);
        sportType?: (number|null);
        competitionId?: (number|null);
        prevMatchId?: (number|null);
        anchorInfo?: (live.IAnchorBrief|null);
        scoreObj?: (live.IScoreObj|null);
        statList?: (live.IStatList|null);
        tliveList?: (live.ITliveList|null);
        incidents?: (live.IIncidentList|null);
        varCheck?: (live.IVarCheck|null);
        playerStats?: (live.IPlayerStatList|null);
        seat?: (live.IAnchorSeat|null);
        room?: (live.ILiveRoomItem|null);
        roomPatch?: (live.IRoomPatch|null);
        match?: (live.IMatchListResponse|null);
        lineup?: (live.ILineup|null);
        odds?: (live.IOddsList|null);
        momentum?: (live.IMomentumList|null);
    }

    class RealtimeMessage implements IRealtimeMessage {
        constructor(properties?: live.IRealtimeMessage);
        public matchId: number;
        public timestamp: number;
        public type: number;
        public hxRoomId: string;
        public roomId: number;
        public sportType: number;
        public competitionId: number;
        public prevMatchId: number;
        public anchorInfo?: (live.IAnchorBrief|null);
        public scoreObj?: (live.IScoreObj|null);
        public statList?: (live.IStatList|null);
        public tliveList?: (live.ITliveList|null);
        public incidents?: (live.IIncidentList|null);
        public varCheck?: (live.IVarCheck|null);
        public playerStats?: (live.IPlayerStatList|null);
        public seat?: (live.IAnchorSeat|null);
        public room?: (live.ILiveRoomItem|null);
        public roomPatch?: (live.IRoomPatch|null);
        public match?: (live.IMatchListResponse|null);
        public lineup?: (live.ILineup|null);
        public odds?: (live.IOddsList|null);
        public momentum?: (live.IMomentumList|null);
        public payload?: ("scoreObj"|"statList"|"tliveList"|"incidents"|"varCheck"|"playerStats"|"seat"|"room"|"roomPatch"|"match"|"lineup"|"odds"|"momentum");
        public static create(properties?: live.IRealtimeMessage): live.RealtimeMessage;
        public static encode(message: live.IRealtimeMessage, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RealtimeMessage;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRoomJoin {
        roomId?: (number|null);
        accessToken?: (string|null);
    }

    class RoomJoin implements IRoomJoin {
        constructor(properties?: live.IRoomJoin);
        public roomId: number;
        public accessToken: string;
        public static create(properties?: live.IRoomJoin): live.RoomJoin;
        public static encode(message: live.IRoomJoin, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RoomJoin;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRoomLeave {
        roomId?: (number|null);
    }

    class RoomLeave implements IRoomLeave {
        constructor(properties?: live.IRoomLeave);
        public roomId: number;
        public static create(properties?: live.IRoomLeave): live.RoomLeave;
        public static encode(message: live.IRoomLeave, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RoomLeave;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IChatSend {
        roomId?: (number|null);
        text?: (string|null);
        clientMsgId?: (string|null);
        accessToken?: (string|null);
    }

    class ChatSend implements IChatSend {
        constructor(properties?: live.IChatSend);
        public roomId: number;
        public text: string;
        public clientMsgId: string;
        public accessToken: string;
        public static create(properties?: live.IChatSend): live.ChatSend;
        public static encode(message: live.IChatSend, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.ChatSend;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IChatMessage {
        msgId?: (number|null);
        roomId?: (number|null);
        customerId?: (number|null);
        nickname?: (string|null);
        level?: (number|null);
        text?: (string|null);
        ts?: (number|null);
        clientMsgId?: (string|null);
    }

    class ChatMessage implements IChatMessage {
        constructor(properties?: live.IChatMessage);
        public msgId: number;
        public roomId: number;
        public customerId: number;
        public nickname: string;
        public level: number;
        public text: string;
        public ts: number;
        public clientMsgId: string;
        public static create(properties?: live.IChatMessage): live.ChatMessage;
        public static encode(message: live.IChatMessage, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.ChatMessage;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRoomSelf {
        customerId?: (number|null);
        admin?: (boolean|null);
        owner?: (boolean|null);
        mutedUntil?: (number|null);
    }

    class RoomSelf implements IRoomSelf {
        constructor(properties?: live.IRoomSelf);
        public customerId: number;
        public admin: boolean;
        public owner: boolean;
        public mutedUntil: number;
        public static create(properties?: live.IRoomSelf): live.RoomSelf;
        public static encode(message: live.IRoomSelf, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RoomSelf;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRoomJoined {
        roomId?: (number|null);
        history?: (live.IChatMessage[]|null);
        audience?: (number|null);
        self?: (live.IRoomSelf|null);
    }

    class RoomJoined implements IRoomJoined {
        constructor(properties?: live.IRoomJoined);
        public roomId: number;
        public history: live.IChatMessage[];
        public audience: number;
        public self?: (live.IRoomSelf|null);
        public static create(properties?: live.IRoomJoined): live.RoomJoined;
        public static encode(message: live.IRoomJoined, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RoomJoined;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IChatRemoved {
        roomId?: (number|null);
        msgId?: (number|null);
    }

    class ChatRemoved implements IChatRemoved {
        constructor(properties?: live.IChatRemoved);
        public roomId: number;
        public msgId: number;
        public static create(properties?: live.IChatRemoved): live.ChatRemoved;
        public static encode(message: live.IChatRemoved, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.ChatRemoved;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRoomNotice {
        roomId?: (number|null);
        kind?: (number|null);
        until?: (number|null);
        clientMsgId?: (string|null);
        self?: (live.IRoomSelf|null);
    }

    class RoomNotice implements IRoomNotice {
        constructor(properties?: live.IRoomNotice);
        public roomId: number;
        public kind: number;
        public until: number;
        public clientMsgId: string;
        public self?: (live.IRoomSelf|null);
        public static create(properties?: live.IRoomNotice): live.RoomNotice;
        public static encode(message: live.IRoomNotice, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RoomNotice;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IRoomAudience {
        roomId?: (number|null);
        count?: (number|null);
    }

    class RoomAudience implements IRoomAudience {
        constructor(properties?: live.IRoomAudience);
        public roomId: number;
        public count: number;
        public static create(properties?: live.IRoomAudience): live.RoomAudience;
        public static encode(message: live.IRoomAudience, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.RoomAudience;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IUserSubscribe {
        accessToken?: (string|null);
    }

    class UserSubscribe implements IUserSubscribe {
        constructor(properties?: live.IUserSubscribe);
        public accessToken: string;
        public static create(properties?: live.IUserSubscribe): live.UserSubscribe;
        public static encode(message: live.IUserSubscribe, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.UserSubscribe;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IUserSubscribed {
        customerId?: (number|null);
        unread?: (number|null);
    }

    class UserSubscribed implements IUserSubscribed {
        constructor(properties?: live.IUserSubscribed);
        public customerId: number;
        public unread: number;
        public static create(properties?: live.IUserSubscribed): live.UserSubscribed;
        public static encode(message: live.IUserSubscribed, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.UserSubscribed;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IUserUnsubscribe {
    }

    class UserUnsubscribe implements IUserUnsubscribe {
        constructor(properties?: live.IUserUnsubscribe);
        public static create(properties?: live.IUserUnsubscribe): live.UserUnsubscribe;
        public static encode(message: live.IUserUnsubscribe, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.UserUnsubscribe;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IPrivateMessage {
        msgId?: (number|null);
        fromId?: (number|null);
        toId?: (number|null);
        text?: (string|null);
        ts?: (number|null);
    }

    class PrivateMessage implements IPrivateMessage {
        constructor(properties?: live.IPrivateMessage);
        public msgId: number;
        public fromId: number;
        public toId: number;
        public text: string;
        public ts: number;
        public static create(properties?: live.IPrivateMessage): live.PrivateMessage;
        public static encode(message: live.IPrivateMessage, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.PrivateMessage;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IAnchorLive {
        anchorId?: (number|null);
        anchorName?: (string|null);
        anchorAvatar?: (string|null);
        roomId?: (number|null);
        roomName?: (string|null);
        sportType?: (number|null);
        matchId?: (number|null);
        at?: (number|null);
    }

    class AnchorLive implements IAnchorLive {
        constructor(properties?: live.IAnchorLive);
        public anchorId: number;
        public anchorName: string;
        public anchorAvatar: string;
        public roomId: number;
        public roomName: string;
        public sportType: number;
        public matchId: number;
        public at: number;
        public static create(properties?: live.IAnchorLive): live.AnchorLive;
        public static encode(message: live.IAnchorLive, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.AnchorLive;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IUserNotice {
        kind?: (number|null);
        message?: (live.IPrivateMessage|null);
        peerId?: (number|null);
        unread?: (number|null);
        anchorLive?: (live.IAnchorLive|null);
    }

    class UserNotice implements IUserNotice {
        constructor(properties?: live.IUserNotice);
        public kind: number;
        public message?: (live.IPrivateMessage|null);
        public peerId: number;
        public unread: number;
        public anchorLive?: (live.IAnchorLive|null);
        public static create(properties?: live.IUserNotice): live.UserNotice;
        public static encode(message: live.IUserNotice, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.UserNotice;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }

    interface IFixtureHeader {
        protocolVersion?: (number|null);
        seed?: (string|null);
        date?: (string|null);
        startTs?: (number|null);
        generator?: (string|null);
        frameCount?: (number|null);
    }

    class FixtureHeader implements IFixtureHeader {
        constructor(properties?: live.IFixtureHeader);
        public protocolVersion: number;
        public seed: string;
        public date: string;
        public startTs: number;
        public generator: string;
        public frameCount: number;
        public static create(properties?: live.IFixtureHeader): live.FixtureHeader;
        public static encode(message: live.IFixtureHeader, writer?: $protobuf.Writer): $protobuf.Writer;
        public static decode(reader: ($protobuf.Reader|Uint8Array), length?: number): live.FixtureHeader;
        public static getTypeUrl(typeUrlPrefix?: string): string;
    }
}
